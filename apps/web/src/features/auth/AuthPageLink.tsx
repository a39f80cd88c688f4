import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';

interface AuthPageLinkProps {
  question: string;
  label: string;
  to: string;
}

/** A one-line pointer to a neighbouring account page ("No account yet? Sign up"). */
export function AuthPageLink({ question, label, to }: AuthPageLinkProps) {
  return (
    <Text size="sm" ta="center">
      {question}{' '}
      <Anchor component={Link} to={to} underline="always">
        {label}
      </Anchor>
    </Text>
  );
}
