import { ReactNode } from 'react';
import { Icon, IconName } from '../../../components/ui/Icon';

/** Icons only the home page needs, drawn on the same 24×24 stroke grid as the shared Icon. */
const EXTRA = {
  play: <path d="M8 5.5v13l10.5-6.5z" />,
  star: <path d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z" />,
  route: (
    <>
      <circle cx="6" cy="18" r="2.5" />
      <circle cx="18" cy="6" r="2.5" />
      <path d="M8.5 18H15a3 3 0 0 0 0-6H9a3 3 0 0 1 0-6h6.5" />
    </>
  ),
  award: (
    <>
      <circle cx="12" cy="9" r="5.5" />
      <path d="M8.5 13.5L7 21l5-2.5 5 2.5-1.5-7.5" />
    </>
  ),
  quote: (
    <path d="M9.5 7C6.5 7.6 5 9.8 5 13v4h5v-5H7.5c0-1.8.8-2.9 2.5-3.4zM18.5 7c-3 .6-4.5 2.8-4.5 6v4h5v-5h-2.5c0-1.8.8-2.9 2.5-3.4z" />
  ),
  plus: <path d="M12 5v14M5 12h14" />,
  arrowRight: <path d="M5 12h14M13 6l6 6-6 6" />,
  clock: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </>
  ),
} satisfies Record<string, ReactNode>;

type ExtraName = keyof typeof EXTRA;
export type HomeIconName = IconName | ExtraName;

function isExtra(name: HomeIconName): name is ExtraName {
  return Object.prototype.hasOwnProperty.call(EXTRA, name);
}

export function HomeIcon({ name, size = 20, className }: { name: HomeIconName; size?: number; className?: string }) {
  if (!isExtra(name)) return <Icon name={name} size={size} className={className} />;
  return (
    <svg
      className={className ? `icon ${className}` : 'icon'}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {EXTRA[name]}
    </svg>
  );
}
