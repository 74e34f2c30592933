import { Link } from 'react-router';
import { paths } from '~/config/paths';
import { Page } from '~/components/page';
import { textLinkStyle } from '~/components/button-styles';

export function NotFoundPage() {
  return (
    <Page title="Sayfa bulunamadı">
      <p className="mt-4 text-lg text-muted">
        Aradığınız sayfa taşınmış, kaldırılmış ya da hiç var olmamış olabilir.
      </p>
      <p className="mt-8">
        <Link to={paths.home} className={textLinkStyle}>
          Ana sayfaya dön
        </Link>
      </p>
    </Page>
  );
}
