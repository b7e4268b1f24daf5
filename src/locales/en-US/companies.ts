// New messages of /company, /companyDetail and their /mobile twins (keys under industry.company.*); older ones in ./industry.ts.
export default {
  'industry.company.allRegions': 'All areas',
  'industry.company.allTags': 'All tags',
  'industry.company.filterBy': 'Only companies with “{value}”',
  'industry.company.brandOnRanking': 'See how {name} ranked in every edition of the brand value ranking',
  'industry.company.categories': 'Index categories it trades in',
  'industry.company.categoriesPeriod': 'Change on the previous period ({period})',
  'industry.company.noCategories': 'No index category linked',
  'industry.company.copyAddress': 'Copy address',
  'industry.company.addressCopied': 'Address copied',
  'industry.company.copyAddressFailed': 'Could not copy; select the address and copy it by hand',
  'industry.company.call': 'Call {phone}',
};
