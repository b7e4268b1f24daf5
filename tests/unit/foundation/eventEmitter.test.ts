/**
 * The stand-in for `event-emitter` under Umi's locale plugin (src/utils/eventEmitter.ts): a language
 * change reaches every provider listening, a provider gone (off) no longer hears it, and removing a
 * listener while the event is being emitted does not skip the others (the package's behaviour).
 */
import EventEmitter from '../../../src/utils/eventEmitter';

describe('the locale plugin’s event emitter', () => {
  it('calls the listeners of an event with its arguments, until each is taken off', () => {
    const events = new EventEmitter();
    const heard: string[] = [];
    const first = (lang: unknown) => heard.push(`first ${String(lang)}`);
    const second = (lang: unknown) => heard.push(`second ${String(lang)}`);
    events.on('lang', first).on('lang', second).on('other', () => heard.push('other'));
    events.emit('lang', 'en-US');
    events.off('lang', first);
    events.emit('lang', 'zh-CN');
    events.off('lang', second);
    events.emit('lang', 'ar-EG');
    events.emit('nobody');
    expect(heard).toEqual(['first en-US', 'second en-US', 'second zh-CN']);
  });

  it('calls, during an emit, the listeners registered when it began', () => {
    const events = new EventEmitter();
    const heard: string[] = [];
    const second = () => heard.push('second');
    events.on('lang', () => {
      heard.push('first');
      events.off('lang', second);
    });
    events.on('lang', second);
    events.emit('lang');
    events.emit('lang');
    expect(heard).toEqual(['first', 'second', 'first']);
  });
});
