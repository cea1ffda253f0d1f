// The blurple "APP" tag after an app's name (message header, user rows in selects).
import './media.css';

export function AppTag({ label = 'APP' }: { label?: string }) {
  return <span className="dp-app-tag">{label}</span>;
}
