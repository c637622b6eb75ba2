import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { BRAND_NAME } from './brand';

/** The logo and the company's name, inside the header's home link (also drawn by the booking steps' frame). */
export function BrandMark() {
  return (
    <>
      <svg className="brand-link__mark" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="currentColor" />
        <path d="M7 20c4-8 14-8 18 0" stroke="#fff" strokeWidth="3" fill="none" strokeLinecap="round" />
      </svg>
      <span className="brand-link__name">{BRAND_NAME}</span>
    </>
  );
}

export function BrandLink() {
  const { t } = useLingui();
  return (
    <Link to="/" className="brand-link" aria-label={t`${BRAND_NAME}, inicio`}>
      <BrandMark />
    </Link>
  );
}
