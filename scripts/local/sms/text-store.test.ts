import { TEXT_STORE_CAPACITY, TextStore } from './text-store';

describe('TextStore', () => {
  it('keeps texts oldest first and finds the last one sent to a number', () => {
    // Prepare
    const store = new TextStore();

    // Act
    const first = store.add({ direction: 'outbound', from: '+18885550100', to: '+15125550123', body: 'one' });
    const second = store.add({
      direction: 'outbound',
      from: '+18885550100',
      to: '+15125550123',
      body: 'two',
    });
    store.add({ direction: 'inbound', from: '+15125550123', to: '+18885550100', body: 'STOP' });

    // Assess
    expect(store.list().map((text) => text.body)).toEqual(['one', 'two', 'STOP']);
    expect(first.messageId).not.toBe(second.messageId);
    expect(store.lastSentTo('+15125550123')).toBe(second);
    expect(store.lastSentTo('+15125550199')).toBeUndefined();
  });

  it('drops the oldest texts past its capacity', () => {
    // Prepare
    const store = new TextStore();

    // Act
    for (let index = 0; index <= TEXT_STORE_CAPACITY; index += 1)
      store.add({ direction: 'outbound', from: '+18885550100', to: '+15125550123', body: String(index) });

    // Assess
    expect(store.list()).toHaveLength(TEXT_STORE_CAPACITY);
    expect(store.list()[0]!.body).toBe('1');
  });
});
