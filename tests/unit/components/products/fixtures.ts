/** Products as the demo backend answers them, for the product list's tests. */
export const product = (id: number, overrides: Record<string, unknown> = {}) => ({
  id,
  name: `执手锁 AB-${id}`,
  companyId: 1005,
  companyName: '青溪恒安锁业有限公司',
  category: '锁具安防',
  image: `/webapi/media/products/${id}/1.svg`,
  images: [1, 2, 3].map((n) => `/webapi/media/products/${id}/${n}.svg`),
  spec: '304不锈钢 · 65mm',
  price: 128.5,
  priceUnit: '元/套',
  ...overrides,
});
