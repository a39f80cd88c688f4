import { Button, Stack, Switch } from '@mantine/core';
import { useThemeConfig } from '../../lib/use-theme-config';

/** The user's display preferences: colour scheme and page width. */
export function DisplaySettings() {
  const { config, setThemeConfig, resetThemeConfig } = useThemeConfig();
  return (
    <Stack gap="xs">
      <Switch
        label="Dark mode"
        checked={config.defaultDarkMode}
        onChange={(event) => setThemeConfig({ defaultDarkMode: event.currentTarget.checked })}
      />
      <Switch
        label="Full-width pages"
        checked={!config.isUseContainer}
        onChange={(event) => setThemeConfig({ isUseContainer: !event.currentTarget.checked })}
      />
      <Button
        variant="subtle"
        size="compact-xs"
        onClick={resetThemeConfig}
        style={{ alignSelf: 'flex-start' }}
      >
        Reset display settings
      </Button>
    </Stack>
  );
}
