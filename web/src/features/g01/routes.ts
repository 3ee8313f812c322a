import type { DocumentRoutes } from '@/documents/hooks/useDocumentActions';
import { actionScreen, g01Paths, navigationTarget } from './model';

/** How the generic action runner reaches the guarantee's screens. */
export const G01_ROUTES: DocumentRoutes = { list: g01Paths.list, view: g01Paths.view, navigationTarget, actionScreen };
