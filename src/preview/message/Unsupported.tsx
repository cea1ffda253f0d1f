// What an unknown or malformed component shows: a small dashed box, never a crash.
import type { NodeFrame } from './frame';
import './message.css';

export function Unsupported({ frame, detail }: { frame?: NodeFrame; detail?: string }) {
  return (
    <div className="dp-unsupported" role="note" {...frame}>
      Unsupported component
      {detail ? <span className="dp-unsupported-detail"> · {detail}</span> : null}
    </div>
  );
}
