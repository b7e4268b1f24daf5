/** The pie chart (the export's product shares), registered only when a chart needs it. */
import { PieChart } from 'echarts/charts';
import echarts from './echarts';

echarts.use([PieChart]);
