import type { ClientTemplate } from '@captionist/contracts';
import { ActionIcon, Badge, Menu, Text, UnstyledButton } from '@mantine/core';
import { MoreIcon } from '../../components/MoreIcon';
import classes from './TemplateCard.module.css';
import { TemplateSample } from './TemplateSample';

interface TemplateCardProps {
  template: ClientTemplate;
  /** The current style is exactly this template's. */
  applied: boolean;
  onApply: () => void;
  onSetDefault: () => void;
  /** Only for the user's own templates. */
  onUpdate?: () => void;
  onDelete?: () => void;
}

/**
 * A template in the gallery: its look and its name, one button that applies it (a click on the
 * name counts, as on the picture); a menu beside the name for the rest.
 */
export function TemplateCard({
  template,
  applied,
  onApply,
  onSetDefault,
  onUpdate,
  onDelete,
}: TemplateCardProps) {
  return (
    <div className={classes.card} data-applied={applied || undefined} data-testid="template-card">
      <UnstyledButton
        className={classes.pick}
        onClick={onApply}
        aria-pressed={applied}
        aria-label={`Use the ${template.name} template`}
        title={template.description || template.name}
      >
        <TemplateSample template={template} />
        {template.isDefault && (
          <Badge size="xs" variant="filled" className={classes.defaultBadge} data-testid="default-badge">
            Default
          </Badge>
        )}
        <Text
          component="span"
          size="sm"
          fw={500}
          truncate="end"
          className={classes.name}
          data-testid="template-name"
        >
          {template.name}
        </Text>
      </UnstyledButton>
      <Menu position="bottom-end" shadow="md" withinPortal>
        <Menu.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="sm"
            className={classes.menu}
            aria-label={`Actions for ${template.name}`}
          >
            <MoreIcon size={16} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={onApply}>Use this template</Menu.Item>
          <Menu.Item onClick={onSetDefault} disabled={template.isDefault}>
            {template.isDefault ? 'This is your default' : 'Set as default for new videos'}
          </Menu.Item>
          {onUpdate && <Menu.Item onClick={onUpdate}>Update with the current style</Menu.Item>}
          {onDelete && (
            <Menu.Item color="red" onClick={onDelete}>
              Delete
            </Menu.Item>
          )}
        </Menu.Dropdown>
      </Menu>
    </div>
  );
}
