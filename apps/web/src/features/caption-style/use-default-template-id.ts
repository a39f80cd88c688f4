// The default template id the browser keeps (spec §4), shared by every tab and every editor. It is
// stored as the bare id, not JSON, as browsers already hold it.
import { useLocalStorage } from '@mantine/hooks';

const DEFAULT_TEMPLATE_KEY = 'captionist.defaultTemplateId';

export function useDefaultTemplateId(): [string | undefined, (id: string) => void] {
  const [id, setId] = useLocalStorage<string | undefined>({
    key: DEFAULT_TEMPLATE_KEY,
    getInitialValueInEffect: false,
    serialize: (value) => value ?? '',
    deserialize: (raw) => raw || undefined,
  });
  return [id, setId];
}
