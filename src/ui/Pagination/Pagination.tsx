import { useTranslation } from 'react-i18next';
import { pageWindow } from './paging';
import { Button } from '../Button/Button';

interface Props {
  current: number;
  pages: number;
  onChange: (page: number) => void;
}

/** Previous, a window of up to 4 page buttons, next; hidden when everything fits on one page. */
export function Pagination({ current, pages, onChange }: Props) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <nav className="pagination" aria-label={t('paging.label')}>
      <Button variant="secondary" disabled={current <= 1} onClick={() => onChange(current - 1)}>
        {t('paging.previous')}
      </Button>
      {pageWindow(current, pages).map((page) => (
        <Button
          key={page}
          variant={page === current ? 'primary' : 'secondary'}
          aria-current={page === current ? 'page' : undefined}
          aria-label={t('paging.page', { page })}
          onClick={() => onChange(page)}
        >
          {page}
        </Button>
      ))}
      <Button variant="secondary" disabled={current >= pages} onClick={() => onChange(current + 1)}>
        {t('paging.next')}
      </Button>
    </nav>
  );
}
