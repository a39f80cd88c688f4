import {
  type MediaUpload,
  STOCK_NOT_CONFIGURED,
  type StockItem,
  type StockKind,
} from '@captionist/contracts';
import {
  Alert,
  Button,
  Group,
  Image,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { StockCredit } from '../../components/StockCredit';
import { errorMessage } from '../../lib/normalise-error';
import { stockKeys } from '../../lib/query-keys';
import { importStock, searchStock } from './broll-requests';

const kindNames: Record<StockKind, string> = { photo: 'photos', video: 'videos', gif: 'GIFs' };

/**
 * A stock search (Pexels or Openverse photos, Pexels or Wikimedia Commons videos, Giphy or Commons
 * GIFs), each result with its credit (author, licence, source); a picked item is copied into the
 * user's media library by the server, with its credit, which is what b-roll may use.
 */
export function StockSearch({
  kind,
  initialQuery,
  onImported,
}: {
  kind: StockKind;
  initialQuery: string;
  onImported: (media: MediaUpload) => void;
}) {
  const [typed, setTyped] = useState(initialQuery);
  const [query, setQuery] = useState(initialQuery.trim());
  const search = useQuery({
    queryKey: stockKeys.search(kind, query),
    queryFn: () => searchStock(kind, query),
    enabled: query.length > 0,
    retry: false,
    staleTime: 5 * 60_000,
  });
  const importing = useMutation({
    mutationFn: (item: StockItem) => importStock({ provider: item.provider, id: item.id, kind: item.kind }),
    onSuccess: onImported,
  });
  const message = search.isError ? errorMessage(search.error) : null;

  return (
    <Stack gap="sm">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setQuery(typed.trim());
        }}
      >
        <Group align="flex-end" gap="xs">
          <TextInput
            label={`Search stock ${kindNames[kind]}`}
            value={typed}
            maxLength={100}
            style={{ flex: 1 }}
            onChange={(event) => setTyped(event.currentTarget.value)}
          />
          <Button type="submit" variant="default">
            Search
          </Button>
        </Group>
      </form>
      {message === STOCK_NOT_CONFIGURED ? (
        <Alert
          color="gray"
          variant="light"
          title="Stock search is not configured"
          data-testid="stock-not-configured"
        >
          <Text size="sm">
            Stock search is turned off on this server (an administrator turns on the free open providers with
            STOCK_OPEN_PROVIDERS, or sets PEXELS_API_KEY and GIPHY_API_KEY). Your own media library still
            works: pick from “My media”.
          </Text>
        </Alert>
      ) : message ? (
        <Text size="sm" c="red" role="alert">
          {message}
        </Text>
      ) : null}
      {importing.isError && (
        <Text size="sm" c="red" role="alert">
          {errorMessage(importing.error)}
        </Text>
      )}
      {search.isFetching && (
        <Text size="sm" c="dimmed">
          Searching…
        </Text>
      )}
      {search.data && search.data.items.length === 0 && (
        <Text size="sm" c="dimmed">
          Nothing found. Try other words.
        </Text>
      )}
      {search.data && search.data.items.length > 0 && (
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs" data-testid="stock-results">
          {search.data.items.map((item) => (
            <Stack key={`${item.provider}-${item.id}`} gap={2}>
              <UnstyledButton
                disabled={importing.isPending}
                aria-label={`Use ${kind} ${item.credit.title ?? item.id} by ${item.credit.author}`}
                onClick={() => importing.mutate(item)}
              >
                <Image src={item.thumbnail_url} alt="" h={80} fit="cover" radius="sm" />
              </UnstyledButton>
              <StockCredit credit={item.credit} />
            </Stack>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
