/** FamilyTabs, the index family switch of /data: tab semantics, one tab stop, keys that move and open. */
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import FamilyTabs from '@/components/index/FamilyTabs';

const ITEMS = [
  { key: '21', label: '价格指数' },
  { key: '22', label: '景气指数' },
  { key: '23', label: '外贸指数' },
];

/** The tabs as the page holds them: the active key in state, every change recorded. */
function Harness({ onChange, initial = '21' }: { onChange: (key: string) => void; initial?: string }) {
  const [active, setActive] = useState(initial);
  return (
    <>
      <FamilyTabs
        items={ITEMS}
        activeKey={active}
        onChange={(key) => {
          onChange(key);
          setActive(key);
        }}
        label="选择指数"
        controls="panel"
      />
      <section id="panel">{active}</section>
    </>
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });
const selected = () => screen.getAllByRole('tab').filter((t) => t.getAttribute('aria-selected') === 'true').map((t) => t.textContent);

describe('FamilyTabs', () => {
  it('is a named tab list of buttons, the active one selected and the only tab stop', () => {
    render(<Harness onChange={jest.fn()} initial="22" />);
    const list = screen.getByRole('tablist', { name: '选择指数' });
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['价格指数', '景气指数', '外贸指数']);
    expect(list.contains(tabs[0])).toBe(true);
    tabs.forEach((t) => {
      expect(t.tagName).toBe('BUTTON');
      expect(t.getAttribute('type')).toBe('button');
      expect(t.getAttribute('aria-controls')).toBe('panel');
    });
    expect(selected()).toEqual(['景气指数']);
    expect(tabs.map((t) => t.getAttribute('tabindex'))).toEqual(['-1', '0', '-1']);
    expect(screen.getByRole('tab', { name: '景气指数', selected: true })).toBe(tabs[1]);
  });

  it('opens a family on click', () => {
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    fireEvent.click(tab('外贸指数'));
    expect(onChange).toHaveBeenCalledWith('23');
    expect(selected()).toEqual(['外贸指数']);
    expect(tab('外贸指数').getAttribute('tabindex')).toBe('0');
    expect(tab('价格指数').getAttribute('tabindex')).toBe('-1');
  });

  it('does not report a click on the active tab as a change', () => {
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    fireEvent.click(tab('价格指数'));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('moves and activates with the arrow keys, wrapping at both ends', () => {
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    tab('价格指数').focus();

    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(onChange).toHaveBeenLastCalledWith('22');
    expect(document.activeElement).toBe(tab('景气指数'));
    expect(selected()).toEqual(['景气指数']);

    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab('价格指数'));
    expect(selected()).toEqual(['价格指数']);

    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    expect(onChange).toHaveBeenLastCalledWith('23');
    expect(document.activeElement).toBe(tab('外贸指数'));
    expect(selected()).toEqual(['外贸指数']);
  });

  it('goes to the first and last tab with Home and End', () => {
    const onChange = jest.fn();
    render(<Harness onChange={onChange} initial="22" />);
    tab('景气指数').focus();
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(document.activeElement).toBe(tab('外贸指数'));
    expect(selected()).toEqual(['外贸指数']);
    fireEvent.keyDown(document.activeElement!, { key: 'Home' });
    expect(document.activeElement).toBe(tab('价格指数'));
    expect(selected()).toEqual(['价格指数']);
    expect(onChange.mock.calls).toEqual([['23'], ['21']]);
  });

  it('mirrors the arrows right to left', () => {
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    screen.getByRole('tablist').style.direction = 'rtl';
    tab('价格指数').focus();
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    expect(onChange).toHaveBeenLastCalledWith('22');
    expect(document.activeElement).toBe(tab('景气指数'));
  });

  it('leaves other keys alone', () => {
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    tab('价格指数').focus();
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    fireEvent.keyDown(document.activeElement!, { key: 'a' });
    expect(onChange).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(tab('价格指数'));
  });
});
