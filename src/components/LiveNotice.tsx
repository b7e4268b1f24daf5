/**
 * The polite live region beside a button that reports what the click did (「链接已复制」,
 * 「地址已复制」…). Always rendered, empty or not: screen readers only announce changes to a region
 * they were already watching when the text arrived.
 */
export default function LiveNotice({ text, className }: { text: string; className?: string }) {
  return (
    <span role="status" aria-live="polite" className={className}>
      {text}
    </span>
  );
}
