// zh-CN's datashow messages, in before any module that imports this renders (see ../load.ts).
import { addChineseArea } from '../load';
import messages from '../zh-CN/datashow';

addChineseArea(messages);
