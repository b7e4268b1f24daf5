/**
 * 「历史版本」 on /mobile/data (antd-mobile): the banner (a NoticeBar that wraps, with 「返回最新」)
 * and the control that sets the view's `asOf`.
 *
 * The control is the system's own date input in a small form with 「查看」: on a phone it opens the
 * platform's date picker, and it has a real label and works from a keyboard and a screen reader,
 * which antd-mobile's wheel picker does not (its columns and buttons are divs no key reaches).
 * The day applies on 「查看」 (or Enter), so typing a date digit by digit never jumps versions.
 */
import '@/locales/areas/indices';
import Button from 'antd-mobile/es/components/button';
import NoticeBar from 'antd-mobile/es/components/notice-bar';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useT } from '@/hooks/useT';
import { beijingToday, useAsOfText } from './AsOfText';
import styles from './AsOf.less';

export function AsOfMobileBanner({ asOf, error, onLatest }: { asOf: string; error?: unknown; onLatest: () => void }) {
  const { message, latest, failed } = useAsOfText(asOf, error);
  return (
    <div className={styles.mobileBanner} data-testid="asof-banner" data-state={failed ? 'asof-missing' : 'asof'} role={failed ? 'alert' : 'status'}>
      <NoticeBar
        color={failed ? 'error' : 'alert'}
        wrap
        content={message}
        extra={
          <button type="button" className={styles.mobileLatest} onClick={onLatest} data-testid="asof-latest">
            {latest}
          </button>
        }
      />
    </div>
  );
}

interface ControlProps {
  value: string | undefined;
  onChange: (asOf: string | undefined) => void;
  /** First day worth asking for (the family's base period), if known. */
  min?: string;
}

export function AsOfMobileControl({ value, onChange, min }: ControlProps) {
  const { t } = useT();
  const id = useId();
  const hintId = useId();
  const today = beijingToday();
  const [day, setDay] = useState(value ?? '');
  // The URL's day (a link, Back, 「返回最新」) wins over what was typed.
  useEffect(() => setDay(value ?? ''), [value]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!day) return onChange(undefined);
    // The input's own min/max keep a picked day in range; a typed one is checked here too.
    if (day <= today && (!min || day >= min)) onChange(day);
  };

  return (
    <form className={styles.mobileControl} onSubmit={submit} data-testid="asof-control">
      <label htmlFor={id} className={styles.label}>
        {t('data.asOf.label')}
      </label>
      <input
        id={id}
        className={styles.mobileInput}
        type="date"
        value={day}
        min={min}
        max={today}
        onChange={(e) => setDay(e.target.value)}
        aria-describedby={hintId}
        data-testid="asof-input"
      />
      <Button type="submit" size="small" color="primary" fill="outline" disabled={day === (value ?? '')}>
        {t('data.asOf.apply')}
      </Button>
      <span id={hintId} className={styles.srOnly}>
        {t('data.asOf.hint')}
      </span>
    </form>
  );
}
