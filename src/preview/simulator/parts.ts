// What the simulator needs beyond drawing a message: the modal preview, the model's interaction
// builder and the views of its results. The deferred simulator loads this module on its own,
// after the page is usable.
import { buildInteraction } from '../../model';
import { ModalPreview } from '../modal/ModalPreview';
import { History, ResultView } from './ResultView';
import type { SimulatorParts } from './SimulatorFrame';

export const parts: SimulatorParts = {
  Modal: ModalPreview,
  build: buildInteraction,
  ResultView,
  History,
};
