/** Choices: the phone's chips are native radios (one value) or checkboxes (several), named as a group. */
import { fireEvent, render, screen } from '@testing-library/react';
import Choices from '@/components/choices/Choices';

const OPTIONS = [
  { value: '1y', label: '近1年' },
  { value: '3y', label: '近3年' },
  { value: 'all', label: '全部' },
];

describe('Choices', () => {
  it('is a named radio group with the chosen value checked, and a change reports the new value', () => {
    const onChange = jest.fn();
    render(<Choices aria-label="时间范围" options={OPTIONS} value={['3y']} onChange={onChange} />);
    const group = screen.getByRole('radiogroup', { name: '时间范围' });
    const radios = screen.getAllByRole('radio');
    expect(group.contains(radios[0])).toBe(true);
    expect(radios.map((r) => (r as HTMLInputElement).checked)).toEqual([false, true, false]);
    // One name for the group: the browser moves the choice with the arrow keys within it.
    expect(new Set(radios.map((r) => (r as HTMLInputElement).name)).size).toBe(1);
    fireEvent.click(screen.getByRole('radio', { name: '全部' }));
    expect(onChange).toHaveBeenCalledWith(['all']);
  });

  it('with `multiple`, checkboxes that add and remove a value', () => {
    const onChange = jest.fn();
    const { rerender } = render(<Choices multiple options={OPTIONS} value={['1y']} onChange={onChange} />);
    expect(screen.getByRole('group')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: '全部' }));
    expect(onChange).toHaveBeenLastCalledWith(['1y', 'all']);
    rerender(<Choices multiple options={OPTIONS} value={['1y', 'all']} onChange={onChange} />);
    fireEvent.click(screen.getByRole('checkbox', { name: '近1年' }));
    expect(onChange).toHaveBeenLastCalledWith(['all']);
  });

  it('lays the chips out in the given number of columns', () => {
    render(<Choices aria-label="类型" columns={3} options={OPTIONS} value={['1y']} onChange={() => {}} />);
    expect(screen.getByRole('radiogroup').style.getPropertyValue('--choice-columns')).toBe('3');
  });
});
