import enUS from './en-US';

export default {
  ...enUS,
  'home.families': 'مؤشرات أخرى',
};
