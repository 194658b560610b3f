import type { ReactNode } from 'react';
import './plain.css';

/** MUI's ErrorOutline, InfoOutlined and ReportProblemOutlined icons, its standard alerts' own. */
const ICONS = {
  error:
    'M11 15h2v2h-2zm0-8h2v6h-2zm.99-5C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2zM12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8z',
  info: 'M11,9H13V7H11M12,20C7.59,20 4,16.41 4,12C4,7.59 7.59,4 12,4C16.41,4 20,7.59 20, 12C20,16.41 16.41,20 12,20M12,2A10,10 0 0,0 2,12A10,10 0 0,0 12,22A10,10 0 0,0 22,12A10, 10 0 0,0 12,2M11,17H13V11H11V17Z',
  warning: 'M12 5.99L19.53 19H4.47L12 5.99M12 2L1 21h22L12 2zm1 14h-2v2h2v-2zm0-6h-2v4h2v-4z',
};

/** A message as MUI's standard Alert draws it (plain.css): the severity's icon, then the text. No MUI. */
export function PlainAlert({
  severity,
  role = 'alert',
  testId,
  children,
}: {
  severity: keyof typeof ICONS;
  /** 'alert' for what went wrong, 'status' for news that need not interrupt. */
  role?: 'alert' | 'status';
  testId?: string;
  children: ReactNode;
}) {
  return (
    <div className={`plain-alert plain-alert-${severity}`} role={role} data-testid={testId}>
      <svg className="plain-alert-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d={ICONS[severity]} />
      </svg>
      <div className="plain-alert-message">{children}</div>
    </div>
  );
}
