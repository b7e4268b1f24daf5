// zh-CN's articles messages, in before any module that imports this renders (see ../load.ts).
import { addChineseArea } from '../load';
import messages from '../zh-CN/articles';

addChineseArea(messages);
