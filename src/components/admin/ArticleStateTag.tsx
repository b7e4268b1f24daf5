/**
 * An article's state (草稿, 待审核, 已退回, 定时发布, 已发布) and a revision's, as tags: words first,
 * colour second. The colours are set here rather than antd's presets, whose orange and green text
 * falls below 4.5:1 on their tints; and no red, which means "up" in this product.
 */
import { Tag } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { useT } from '@/hooks/useT';
import type { ArticleState, RevisionState } from '@/types/admin';

export type Tone = 'grey' | 'blue' | 'orange' | 'purple' | 'green' | 'red';

/** Text, background and border: each text ≥ 4.5:1 on its background. */
const TONES: Record<Tone, CSSProperties> = {
  grey: { color: '#434343', background: '#f5f5f5', borderColor: '#d9d9d9' },
  blue: { color: '#0043a8', background: '#e6f4ff', borderColor: '#91caff' },
  orange: { color: '#873800', background: '#fff7e6', borderColor: '#ffd591' },
  purple: { color: '#391085', background: '#f9f0ff', borderColor: '#d3adf7' },
  green: { color: '#135200', background: '#f6ffed', borderColor: '#b7eb8f' },
  // An error of an import (never a state).
  red: { color: '#a8071a', background: '#fff1f0', borderColor: '#ffa39e' },
};

/** A tag in one of the tones above. */
export function ToneTag({ tone, testId, children }: { tone: Tone; testId?: string; children: ReactNode }) {
  return (
    <Tag style={{ ...TONES[tone], marginInlineEnd: 0 }} data-testid={testId}>
      {children}
    </Tag>
  );
}

const ARTICLE_TONE: Record<ArticleState, Tone> = { draft: 'grey', submitted: 'blue', returned: 'orange', scheduled: 'purple', published: 'green' };
const REVISION_TONE: Record<RevisionState, Tone> = { draft: 'grey', submitted: 'blue', returned: 'orange', approved: 'green' };

export const ARTICLE_STATES: ArticleState[] = ['draft', 'submitted', 'returned', 'scheduled', 'published'];
/** A company's, a product's or a brand's: nothing of theirs is scheduled. */
export const EDITED_STATES: ArticleState[] = ARTICLE_STATES.filter((s) => s !== 'scheduled');

export function ArticleStateTag({ state, testId }: { state: ArticleState; testId?: string }) {
  const { t } = useT();
  return (
    <Tag style={{ ...TONES[ARTICLE_TONE[state]], marginInlineEnd: 0 }} data-state={state} data-testid={testId}>
      {t(`admin.state.${state}`)}
    </Tag>
  );
}

export function RevisionStateTag({ state }: { state: RevisionState }) {
  const { t } = useT();
  return (
    <Tag style={{ ...TONES[REVISION_TONE[state]], marginInlineEnd: 0 }} data-state={state}>
      {t(`admin.revState.${state}`)}
    </Tag>
  );
}
