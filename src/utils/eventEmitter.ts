/**
 * Stands in for the `event-emitter` package in Umi's locale plugin (.umirc.ts aliases it here): the
 * plugin only calls on, off and emit, and the package brought es5-ext with it, 3.4 KB gzip of umi.js
 * that every first visit downloaded (issue 23).
 */
type Listener = (...args: unknown[]) => void;

export default class EventEmitter {
  private readonly listeners = new Map<string, Listener[]>();

  on(type: string, listener: Listener): this {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
    return this;
  }

  /** Removes one registration of `listener` (the package's behaviour). */
  off(type: string, listener: Listener): this {
    const list = this.listeners.get(type) ?? [];
    const at = list.indexOf(listener);
    if (at >= 0) this.listeners.set(type, [...list.slice(0, at), ...list.slice(at + 1)]);
    return this;
  }

  /** Calls the listeners registered when it is emitted (one removed meanwhile is still called, as the package does). */
  emit(type: string, ...args: unknown[]): void {
    for (const listener of this.listeners.get(type) ?? []) listener(...args);
  }
}
