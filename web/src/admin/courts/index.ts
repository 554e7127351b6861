import PlaceIcon from '@mui/icons-material/Place';
import { CourtList } from './CourtList.tsx';

export default { list: CourtList, icon: PlaceIcon, recordRepresentation: 'name' };
