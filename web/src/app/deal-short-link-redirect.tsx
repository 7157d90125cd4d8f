import { Navigate, useLocation, useParams } from 'react-router';
import { paths } from '../lib/paths/paths';

/**
 * `/d/:dealId`, the short deal link a text carries (docs/text-alerts.md "What is sent"): replaced by
 * the deal's page, so Back does not return here; that page's own rules (sign-in, who may see it) apply.
 */
export function DealShortLinkRedirect() {
  const { dealId = '' } = useParams();
  const { search, hash } = useLocation();
  return <Navigate to={`${paths.dealDetail(dealId)}${search}${hash}`} replace />;
}
