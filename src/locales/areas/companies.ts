// zh-CN's companies messages, in before any module that imports this renders (see ../load.ts).
import { addChineseArea } from '../load';
import messages from '../zh-CN/companies';

addChineseArea(messages);
