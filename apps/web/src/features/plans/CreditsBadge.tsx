import { checkCredits, planMessages, type UserPlan } from '@captionist/contracts';
import { Badge, Tooltip, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import { creditsBadgeLabel } from './credits-label';
import { useUserPlan } from './use-user-plan';

interface BadgeContent {
  label: string;
  /** Completes the label for screen readers, e.g. "0/3 video" + " credits used". */
  spokenSuffix: string;
  tooltip: string;
  color?: string;
}

function badgeContent(plan: UserPlan | undefined, errorMessage: string | null): BadgeContent | null {
  if (!plan) {
    return errorMessage
      ? { label: 'Credits unavailable', spokenSuffix: '', tooltip: errorMessage, color: 'red' }
      : null;
  }
  const label = creditsBadgeLabel(plan);
  if (!label) return null;
  const spokenSuffix = plan.totalCredits > 0 ? ' credits used' : ' video credits';
  return checkCredits(plan).ok
    ? { label, spokenSuffix, tooltip: 'Video credits used this period' }
    : { label, spokenSuffix, tooltip: planMessages.noCredits, color: 'red' };
}

/** The video credits of the signed-in user (spec §2), linking to their plan. */
export function CreditsBadge({ onNavigate }: { onNavigate?: () => void }) {
  const { data: plan, errorMessage } = useUserPlan();
  const content = badgeContent(plan, errorMessage);
  if (!content) return null;
  return (
    <Tooltip label={content.tooltip} multiline maw={280}>
      <Badge
        component={Link}
        to="/my-plan"
        onClick={onNavigate}
        color={content.color}
        variant="light"
        size="lg"
        radius="sm"
        tt="none"
        w="fit-content"
        data-testid="credits-badge"
      >
        {content.label}
        <VisuallyHidden>{content.spokenSuffix}</VisuallyHidden>
      </Badge>
    </Tooltip>
  );
}
