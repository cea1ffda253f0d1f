// Which inspector field a problem is about, read from its JSON path into the payload.
import { fieldNameFromPath, parsePath } from '../../model';

export { fieldNameFromPath, parsePath };
