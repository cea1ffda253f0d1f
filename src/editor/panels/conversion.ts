// What loads when the surface switch is first used: converting a design between surfaces (with
// embeds to Containers and back), and the dialog that names what a switch would drop, kept out of
// the editor's first load. See SurfaceSwitch.tsx.
export { convertDoc } from '../../model/payload/convert';
export { ConfirmDialog } from './ConfirmDialog';
