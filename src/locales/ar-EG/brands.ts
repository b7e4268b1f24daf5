// brands messages of ar-EG: English until translated (see ../ar-EG.ts).
import en from '../en-US/brands';

export default { ...en };
