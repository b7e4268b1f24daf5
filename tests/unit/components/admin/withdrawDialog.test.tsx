/**
 * 撤回 an index publication in the back office's code: the dialog says what will happen for the case
 * at hand (not public yet / a published period / a published revision), refuses to go on without a
 * reason, and hands on the reason trimmed; the call goes to the contract's address.
 */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { request } from '@umijs/max';
import { WithdrawDialog } from '@/components/admin/publish';
import adminZhCN from '@/locales/admin/zh-CN';
import { withdrawIndexPublication } from '@/services/admin';

jest.mock('@umijs/max', () => ({ request: jest.fn(), useIntl: () => jest.requireActual('./adminIntl').adminIntl }));

const requestMock = request as unknown as jest.Mock;
// Files that call jest.mock go through a Babel pass that rejects imported names in type positions.
const messages: Record<string, string> = adminZhCN;
/** A message's fixed text after its last placeholder: what the reader sees whatever the period. */
const after = (id: string) => messages[id].split('}').pop()!;

function dialog(state: 'approved' | 'published', kind: 'new' | 'revision', onWithdraw = jest.fn(async () => undefined)) {
  render(<WithdrawDialog open publication={{ state, kind }} period="2026年第48周" busy={false} onCancel={() => undefined} onWithdraw={onWithdraw} />);
  return onWithdraw;
}

beforeAll(() => {
  // antd's responsive pieces ask for it; jsdom has none.
  window.matchMedia = ((query: string) => ({ matches: false, media: query, addListener: () => {}, removeListener: () => {}, addEventListener: () => {}, removeEventListener: () => {} })) as unknown as typeof window.matchMedia;
});

describe('WithdrawDialog', () => {
  it.each([
    ['approved', 'new', 'admin.publish.withdrawEffect.scheduled', false],
    ['published', 'new', 'admin.publish.withdrawEffect.period', true],
    ['published', 'revision', 'admin.publish.withdrawEffect.revision', true],
  ] as const)('%s %s: says what happens (%s), and that asOf keeps the past only once it was public', (state, kind, id, history) => {
    dialog(state, kind);
    const effect = screen.getByTestId('withdraw-effect');
    expect(effect.textContent).toContain('2026年第48周');
    expect(effect.textContent).toContain(after(id));
    expect(effect.textContent!.includes(messages['admin.publish.withdrawHistory'])).toBe(history);
  });

  it('goes on only with a reason, handed on trimmed', async () => {
    const onWithdraw = dialog('published', 'new');
    await act(async () => {
      fireEvent.click(screen.getByTestId('withdraw-confirm'));
    });
    expect(onWithdraw).not.toHaveBeenCalled();
    // 「请输入撤回原因」: the field says what is missing (spaces only count as nothing).
    const missing = messages['admin.login.required'].replace('{label}', messages['admin.publish.withdrawReason']);
    expect(await screen.findByText(missing)).toBeTruthy();
    fireEvent.change(screen.getByTestId('withdraw-reason'), { target: { value: '   ' } });
    await act(async () => {
      fireEvent.click(screen.getByTestId('withdraw-confirm'));
    });
    expect(onWithdraw).not.toHaveBeenCalled();
    fireEvent.change(screen.getByTestId('withdraw-reason'), { target: { value: '  报价有误  ' } });
    await act(async () => {
      fireEvent.click(screen.getByTestId('withdraw-confirm'));
    });
    await waitFor(() => expect(onWithdraw).toHaveBeenCalledWith('报价有误'));
  });

  it('the call goes to /webapi/admin/index/publications/{id}/withdraw with the reason', async () => {
    requestMock.mockResolvedValueOnce({ success: true, data: { id: 5, state: 'withdrawn', period: '2026-11-23' } });
    const next = await withdrawIndexPublication(5, { reason: '报价有误' });
    expect(next.state).toBe('withdrawn');
    const [url, opts] = requestMock.mock.calls.at(-1) as [string, Record<string, unknown>];
    expect(url).toBe('/webapi/admin/index/publications/5/withdraw');
    expect(opts).toMatchObject({ method: 'POST', data: { reason: '报价有误' } });
  });
});
