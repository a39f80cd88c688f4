// The one photo the Openverse stand-in (open-stock-server.ts) offers, as the journeys expect it.
export const LAKE_PHOTO = {
  id: 'e2e-lake-1',
  title: 'Mountain Lake at Dawn',
  creator: 'Ada Fielding',
  licence: 'CC BY 4.0',
};
