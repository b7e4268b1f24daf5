// companies messages of ar-EG: English until translated (see ../ar-EG.ts).
import en from '../en-US/companies';

export default { ...en };
