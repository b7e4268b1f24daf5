// New messages of /product and its /mobile twin (keys under industry.product.*); older ones in ./industry.ts.
export default {
  'industry.product.company': 'Company',
  'industry.product.allCompanies': 'All companies',
  'industry.product.spec': 'Specification',
  'industry.product.openPreview': 'View larger pictures of {name}',
  'industry.product.imageOf': 'Picture {current} of {total}',
  'industry.product.imageAlt': '{name}, picture {current} of {total}',
  'industry.product.previewLabel': 'Pictures and details of {name}',
  'industry.product.closePreview': 'Close the pictures',
};
