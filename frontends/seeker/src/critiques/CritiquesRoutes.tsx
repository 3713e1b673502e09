import { Route, Routes } from 'react-router';
import { NotFoundPage } from '@marketplace/ui';
import { CritiqueResultsPage } from './CritiqueResultsPage';
import { CritiquesPage } from './CritiquesPage';

/** /seeker/critiques/*: the list and request tabs, and one critique's results (one chunk, loaded on demand). */
export default function CritiquesRoutes() {
  return (
    <Routes>
      <Route index element={<CritiquesPage />} />
      <Route path=":requestId" element={<CritiqueResultsPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
