// zh-CN's brands messages, in before any module that imports this renders (see ../load.ts).
import { addChineseArea } from '../load';
import messages from '../zh-CN/brands';

addChineseArea(messages);
