// The templates in the client shape (spec §3) with the default chosen by the rule of spec §4.
import {
  type ClientTemplate,
  chooseDefaultTemplate,
  markDefault,
  type Template,
  toClientTemplate,
} from '@captionist/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { templateKeys } from '../../lib/query-keys';
import { useTemplatesQuery } from './library-queries';
import { useDefaultTemplateId } from './use-default-template-id';

const NO_TEMPLATES: readonly Template[] = [];

export function useTemplates() {
  const queryClient = useQueryClient();
  const query = useTemplatesQuery();
  const [savedDefaultId, storeDefaultTemplateId] = useDefaultTemplateId();
  const data = query.data ?? NO_TEMPLATES;
  const { templates, defaultTemplate } = useMemo(() => {
    const all = data.map(toClientTemplate);
    const chosen = chooseDefaultTemplate(all, savedDefaultId);
    return { templates: chosen ? markDefault(all, chosen.id) : all, defaultTemplate: chosen };
  }, [data, savedDefaultId]);

  /** Spec §4: stores the id in the browser and marks only that template as default. */
  const setDefault = useCallback(
    (template: ClientTemplate) => {
      storeDefaultTemplateId(template.id);
      queryClient.setQueryData<Template[]>(templateKeys.list, (cached) =>
        cached?.map((t) => ({ ...t, is_default: t.id === template.id })),
      );
    },
    [queryClient, storeDefaultTemplateId],
  );

  return { query, templates, defaultTemplate, setDefault };
}
