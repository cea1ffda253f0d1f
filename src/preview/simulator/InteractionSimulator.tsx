// The interaction simulator with everything loaded up front: a modal is drawn in the first render.
import type { ReactElement } from 'react';
import { parts } from './parts';
import type { InteractionSimulatorProps } from './SimulatorFrame';
import { SimulatorFrame } from './SimulatorFrame';

export type { InteractionSimulatorProps } from './SimulatorFrame';

export function InteractionSimulator(props: InteractionSimulatorProps): ReactElement {
  return <SimulatorFrame {...props} parts={parts} />;
}
