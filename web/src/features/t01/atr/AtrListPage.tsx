import { T01ListPage } from '../pages/T01ListPage';

/** `/transits/atr`: the anticipated transit records of the officer's office of transit or exit. */
export const AtrListPage = () => <T01ListPage source="atr" />;
