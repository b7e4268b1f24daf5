/**
 * The top of a company's page, desktop and phone alike: its logo, its name (the heading that names
 * the first section) and its tags. Each page gives its own sizes and look.
 */
import '@/locales/areas/industry';
import CompanyLogo from '@/components/media/CompanyLogo';
import { useT } from '@/hooks/useT';
import type { CompanyDetail } from '@/types/webapi';

interface Props {
  company: CompanyDetail;
  /** Logo edge in px. */
  logoSize: number;
  /** The desktop name is the page's h1; the phone's app bar holds the h1, so there it is an h2. */
  heading: 'h1' | 'h2';
  /** The page's classes for the row, the text beside the logo, the name and the tag list. */
  classes: { head: string; headText: string; name: string; tags: string };
}

export default function CompanyHead({ company, logoSize, heading: Heading, classes }: Props) {
  const { t } = useT();
  return (
    <div className={classes.head}>
      <CompanyLogo company={company} size={logoSize} eager />
      <div className={classes.headText}>
        <Heading id="company-name" className={classes.name}>
          {company.name}
        </Heading>
        {company.tags.length > 0 && (
          <ul className={classes.tags} aria-label={t('industry.company.tags')}>
            {company.tags.map((tag) => (
              <li key={tag}>{tag}</li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
