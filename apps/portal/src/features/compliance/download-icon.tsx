/**
 * A download arrow, decorative: the link around it carries the name. It keeps the link visible
 * and clickable when the word Download is hidden on narrow screens. (The kit's icon module is
 * internal; when the kit exports icons this one belongs there.)
 */
export function DownloadIcon({ className }: { className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M12 3v12" />
      <path d="m7 10 5 5 5-5" />
      <path d="M5 21h14" />
    </svg>
  );
}
