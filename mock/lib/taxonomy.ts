/**
 * The 青溪五金 product taxonomy: the 15 大类 of the price index (with 中类 and 规格品), their index
 * weights, the product templates companies make, export shares and the demo images.
 */

export interface ProductTemplate {
  name: string;
  /** Unit of the reference price, e.g. 「元/台」. */
  unit: string;
  price: [number, number];
  specs: string[];
}

export interface CategorySpec {
  name: string;
  /** ASCII name (used in the generated PDFs). */
  enName: string;
  /** Weight of the 大类 in the composite price index, percent (sums to 100). */
  weight: number;
  /** Share of the cluster's exports (products under 2 % are reported as 「其他五金制品」). */
  exportShare: number;
  /** Word used in company names, e.g. 「工具」 → 「青溪华力工具有限公司」. */
  companyWord: string;
  image: string;
  groups: { name: string; items: string[] }[];
  products: ProductTemplate[];
}

export const CATEGORIES: CategorySpec[] = [
  {
    name: '工具类',
    enName: 'Hand tools',
    weight: 9,
    exportShare: 10,
    companyWord: '工具',
    image: '/demo/product-tool.svg',
    groups: [
      { name: '手动工具', items: ['开口扳手', '钢丝钳', '螺丝刀套装'] },
      { name: '测量工具', items: ['钢卷尺', '游标卡尺'] },
      { name: '切削工具', items: ['麻花钻头', '手用锯条', '树脂切割片'] },
    ],
    products: [
      { name: '铬钒钢开口扳手套装', unit: '元/套', price: [45, 180], specs: ['8件套 6–22mm', '12件套 6–32mm', '双头 10件套'] },
      { name: '专业级钢丝钳', unit: '元/把', price: [18, 65], specs: ['8寸 铬钒钢', '7寸 镍铁合金', '6寸 绝缘柄'] },
      { name: '多功能螺丝刀套装', unit: '元/套', price: [25, 120], specs: ['32合1 精密', '6件套 磁性批头', '棘轮式 24件'] },
      { name: '自锁钢卷尺', unit: '元/个', price: [6, 35], specs: ['5m×19mm', '7.5m×25mm', '10m×25mm 防摔'] },
      { name: '不锈钢游标卡尺', unit: '元/把', price: [35, 260], specs: ['0–150mm 0.02', '0–200mm 数显', '0–300mm 带表'] },
    ],
  },
  {
    name: '机电类',
    enName: 'Electromechanical',
    weight: 8,
    exportShare: 7,
    companyWord: '机电',
    image: '/demo/product-motor.svg',
    groups: [
      { name: '小型电机', items: ['单相异步电机', '直流无刷电机'] },
      { name: '发电机组', items: ['汽油发电机', '柴油发电机组'] },
      { name: '水泵', items: ['自吸泵', '潜水泵', '管道泵'] },
    ],
    products: [
      { name: '单相异步电动机', unit: '元/台', price: [380, 1600], specs: ['0.75kW 2极', '1.5kW 4极', '2.2kW 铝壳'] },
      { name: '直流无刷电机', unit: '元/台', price: [120, 680], specs: ['24V 200W', '48V 500W', '36V 350W 带驱动'] },
      { name: '汽油发电机', unit: '元/台', price: [1800, 6800], specs: ['3kW 手启动', '5kW 电启动', '8kW 静音型'] },
      { name: '不锈钢自吸泵', unit: '元/台', price: [260, 1200], specs: ['370W 家用', '750W 增压', '1.1kW 深井'] },
      { name: '小型潜水泵', unit: '元/台', price: [150, 900], specs: ['550W 污水', '750W 清水', '1.5kW 大流量'] },
    ],
  },
  {
    name: '厨具类',
    enName: 'Kitchenware',
    weight: 8,
    exportShare: 10,
    companyWord: '厨具',
    image: '/demo/product-kitchen.svg',
    groups: [
      { name: '炊具', items: ['不粘炒锅', '压力锅', '不锈钢汤锅'] },
      { name: '厨房小电器', items: ['电热水壶', '电饭煲'] },
      { name: '刀具餐具', items: ['不锈钢菜刀', '不锈钢餐具套装'] },
    ],
    products: [
      { name: '麦饭石不粘炒锅', unit: '元/口', price: [68, 260], specs: ['32cm 无油烟', '30cm 电磁炉通用', '28cm 带盖'] },
      { name: '304不锈钢压力锅', unit: '元/口', price: [160, 520], specs: ['22cm 5L', '24cm 7L', '20cm 4L'] },
      { name: '三层复底汤锅', unit: '元/口', price: [90, 320], specs: ['20cm', '24cm', '26cm 双耳'] },
      { name: '电热水壶', unit: '元/台', price: [45, 160], specs: ['1.7L 304内胆', '1.5L 双层防烫', '1.8L 保温型'] },
      { name: '不锈钢餐具套装', unit: '元/套', price: [40, 220], specs: ['24件 镜面', '16件 磨砂', '4人份 礼盒'] },
    ],
  },
  {
    name: '门业类',
    enName: 'Doors',
    weight: 9,
    exportShare: 6,
    companyWord: '门业',
    image: '/demo/product-door.svg',
    groups: [
      { name: '防盗门', items: ['钢质防盗门', '不锈钢防盗门'] },
      { name: '室内门', items: ['钢木室内门', '实木复合门'] },
      { name: '门窗配件', items: ['不锈钢门铰链', '门吸'] },
    ],
    products: [
      { name: '甲级钢质防盗门', unit: '元/樘', price: [1200, 3800], specs: ['960×2050mm', '860×2050mm 子母门', '1200×2100mm'] },
      { name: '钢木室内门', unit: '元/樘', price: [600, 1600], specs: ['800×2100mm 静音', '900×2100mm', '750×2050mm 卫浴'] },
      { name: '实木复合门', unit: '元/樘', price: [900, 2600], specs: ['免漆 40mm', '烤漆 45mm', '隐形门'] },
      { name: '304不锈钢合页', unit: '元/副', price: [8, 45], specs: ['4寸×3寸×3mm', '5寸 轴承', '子母合页'] },
      { name: '强磁门吸', unit: '元/个', price: [6, 38], specs: ['锌合金 地装', '304 墙装', '隐形门吸'] },
    ],
  },
  {
    name: '日用五金',
    enName: 'Daily hardware',
    weight: 8,
    exportShare: 12,
    companyWord: '日用品',
    image: '/demo/product-cup.svg',
    groups: [
      { name: '保温器皿', items: ['真空保温杯', '焖烧罐'] },
      { name: '家居用品', items: ['落地晾衣架', '厨房置物架', '脚踏垃圾桶'] },
    ],
    products: [
      { name: '316不锈钢真空保温杯', unit: '元/只', price: [25, 128], specs: ['500ml 弹盖', '350ml 便携', '750ml 运动'] },
      { name: '大容量焖烧罐', unit: '元/只', price: [45, 168], specs: ['1000ml', '800ml 带勺', '1.5L 家庭装'] },
      { name: '铝合金落地晾衣架', unit: '元/个', price: [60, 260], specs: ['折叠 1.6m', '伸缩 双杆', 'X型 加厚'] },
      { name: '多层厨房置物架', unit: '元/个', price: [35, 220], specs: ['3层 碳钢', '4层 不锈钢', '转角 2层'] },
      { name: '不锈钢脚踏垃圾桶', unit: '元/个', price: [28, 150], specs: ['12L 缓降', '20L 分类', '8L 圆形'] },
    ],
  },
  {
    name: '建筑装潢五金',
    enName: 'Building hardware',
    weight: 7,
    exportShare: 3,
    companyWord: '建材五金',
    image: '/demo/product-faucet.svg',
    groups: [
      { name: '卫浴五金', items: ['冷热水龙头', '恒温花洒', '防臭地漏'] },
      { name: '装饰五金', items: ['铝合金拉手', '阻尼滑轨'] },
      { name: '管件阀门', items: ['黄铜球阀', 'PPR管件'] },
    ],
    products: [
      { name: '全铜冷热水龙头', unit: '元/个', price: [65, 380], specs: ['单把 面盆', '厨房 抽拉式', '壁挂 双控'] },
      { name: '恒温淋浴花洒套装', unit: '元/套', price: [380, 1800], specs: ['四功能 枪灰', '三出水 镀铬', '增压 顶喷'] },
      { name: '三节阻尼滑轨', unit: '元/副', price: [12, 60], specs: ['400mm 45宽', '500mm 静音', '350mm 缓冲'] },
      { name: '黄铜球阀', unit: '元/个', price: [15, 120], specs: ['DN15 内丝', 'DN20 加厚', 'DN25 蝶柄'] },
    ],
  },
  {
    name: '车及配件',
    enName: 'Vehicles and parts',
    weight: 10,
    exportShare: 14,
    companyWord: '车业',
    image: '/demo/product-scooter.svg',
    groups: [
      { name: '电动车', items: ['电动滑板车', '电动自行车'] },
      { name: '摩托车配件', items: ['刹车片', '铝合金轮毂'] },
      { name: '汽车配件', items: ['液压千斤顶', '车载充气泵'] },
    ],
    products: [
      { name: '折叠电动滑板车', unit: '元/台', price: [900, 2600], specs: ['36V 10寸', '48V 双驱', '36V 8.5寸 轻便'] },
      { name: '新国标电动自行车', unit: '元/台', price: [1800, 4200], specs: ['48V 24Ah 锂电', '48V 铅酸', '折叠 36V'] },
      { name: '摩托车刹车片', unit: '元/副', price: [12, 80], specs: ['陶瓷配方 前轮', '半金属 后轮', '通用 125cc'] },
      { name: '立式液压千斤顶', unit: '元/台', price: [60, 360], specs: ['2吨', '5吨', '10吨 加长'] },
      { name: '车载电动充气泵', unit: '元/台', price: [80, 320], specs: ['12V 数显', '无线 锂电', '双缸 大流量'] },
    ],
  },
  {
    name: '电动工具',
    enName: 'Power tools',
    weight: 9,
    exportShare: 13,
    companyWord: '电器',
    image: '/demo/product-drill.svg',
    groups: [
      { name: '钻类工具', items: ['冲击钻', '锂电手电钻', '电锤'] },
      { name: '切割工具', items: ['角磨机', '电圆锯', '曲线锯'] },
      { name: '打磨工具', items: ['电动砂光机', '抛光机'] },
    ],
    products: [
      { name: '无刷锂电手电钻', unit: '元/台', price: [180, 680], specs: ['21V 2.0Ah 双电', '12V 单电', '20V 冲击型'] },
      { name: '多功能冲击钻', unit: '元/台', price: [150, 520], specs: ['850W 13mm', '1050W 调速', '710W 家用'] },
      { name: '角磨机', unit: '元/台', price: [120, 480], specs: ['100mm 900W', '125mm 1200W', '锂电 无刷'] },
      { name: '电圆锯', unit: '元/台', price: [260, 900], specs: ['7寸 1400W', '9寸 2000W', '锂电 165mm'] },
      { name: '偏心砂光机', unit: '元/台', price: [160, 600], specs: ['125mm 300W', '150mm 吸尘', '方形 240W'] },
    ],
  },
  {
    name: '园林工具',
    enName: 'Garden tools',
    weight: 6,
    exportShare: 9,
    companyWord: '园林机械',
    image: '/demo/product-mower.svg',
    groups: [
      { name: '动力园林工具', items: ['汽油割草机', '绿篱机', '油锯'] },
      { name: '手动园林工具', items: ['修枝剪', '园艺铲'] },
    ],
    products: [
      { name: '自走式汽油割草机', unit: '元/台', price: [1200, 3600], specs: ['21寸 173cc', '18寸 139cc', '22寸 四合一'] },
      { name: '锂电绿篱机', unit: '元/台', price: [260, 880], specs: ['40V 600mm', '20V 510mm', '双刃 汽油'] },
      { name: '汽油链锯', unit: '元/台', price: [500, 1800], specs: ['52cc 20寸', '45cc 18寸', '62cc 22寸'] },
      { name: 'SK5修枝剪', unit: '元/把', price: [15, 90], specs: ['8寸 省力', '高枝 伸缩', '粗枝 棘轮'] },
    ],
  },
  {
    name: '锁具安防',
    enName: 'Locks and security',
    weight: 5,
    exportShare: 4,
    companyWord: '锁业',
    image: '/demo/product-lock.svg',
    groups: [
      { name: '机械锁', items: ['挂锁', '执手锁', '防盗锁芯'] },
      { name: '智能锁', items: ['指纹锁', '人脸识别锁'] },
      { name: '安防器材', items: ['家用保险柜', '监控支架'] },
    ],
    products: [
      { name: '叶片结构挂锁', unit: '元/把', price: [8, 65], specs: ['50mm 铜锁芯', '40mm 短梁', '60mm 长梁'] },
      { name: 'C级防盗锁芯', unit: '元/个', price: [35, 180], specs: ['70mm 偏心', '80mm 全铜', '90mm 加长'] },
      { name: '全自动指纹锁', unit: '元/套', price: [680, 2200], specs: ['半导体指纹', '猫眼可视', 'Wi-Fi 远程'] },
      { name: '3D人脸识别锁', unit: '元/套', price: [1200, 3600], specs: ['结构光', '掌静脉 双识别', '大屏可视'] },
      { name: '家用电子保险柜', unit: '元/台', price: [380, 2600], specs: ['高45cm 指纹', '高60cm 密码', '入墙式'] },
    ],
  },
  {
    name: '休闲器材',
    enName: 'Leisure equipment',
    weight: 7,
    exportShare: 8,
    companyWord: '运动器材',
    image: '/demo/product-fitness.svg',
    groups: [
      { name: '健身器材', items: ['家用跑步机', '动感单车', '包胶哑铃'] },
      { name: '户外用品', items: ['折叠桌椅', '户外烧烤炉'] },
    ],
    products: [
      { name: '家用折叠跑步机', unit: '元/台', price: [1200, 4800], specs: ['1.5HP 静音', '2.0HP 带坡度', '平板 走步机'] },
      { name: '磁控动感单车', unit: '元/台', price: [800, 2800], specs: ['飞轮 13kg', '智能 APP', '静音 皮带'] },
      { name: '可调节哑铃', unit: '元/副', price: [160, 980], specs: ['2×10kg', '2×20kg 快调', '电镀 24kg'] },
      { name: '铝合金折叠桌椅', unit: '元/套', price: [180, 760], specs: ['1桌4椅', '蛋卷桌 120cm', '便携 野餐'] },
      { name: '户外木炭烧烤炉', unit: '元/台', price: [90, 680], specs: ['圆形 带盖', '加厚 折叠', '大号 庭院'] },
    ],
  },
  {
    name: '不锈钢制品',
    enName: 'Stainless steel products',
    weight: 5,
    exportShare: 3,
    companyWord: '不锈钢制品',
    image: '/demo/product-stainless.svg',
    groups: [
      { name: '不锈钢器皿', items: ['不锈钢盆', '不锈钢饭盒'] },
      { name: '不锈钢管材', items: ['不锈钢装饰管', '不锈钢焊管'] },
    ],
    products: [
      { name: '304不锈钢加厚盆', unit: '元/套', price: [25, 120], specs: ['5件套 18–30cm', '3件套 带盖', '和面盆 36cm'] },
      { name: '分格保温饭盒', unit: '元/个', price: [22, 88], specs: ['三格 1.2L', '双层 便携', '学生款 带汤碗'] },
      { name: '不锈钢装饰管', unit: '元/米', price: [12, 68], specs: ['Φ25×1.0 镜面', 'Φ38×1.2 拉丝', '方管 40×40'] },
      { name: '不锈钢焊接管', unit: '元/吨', price: [15500, 19800], specs: ['201 Φ50', '304 Φ76', '316L 工业'] },
    ],
  },
  {
    name: '五金材料',
    enName: 'Hardware materials',
    weight: 4,
    exportShare: 1,
    companyWord: '金属材料',
    image: '/demo/product-coil.svg',
    groups: [
      { name: '钢材制品', items: ['冷轧带钢', '镀锌钢管'] },
      { name: '有色制品', items: ['黄铜棒', '工业铝型材'] },
      { name: '塑料件', items: ['ABS注塑外壳', 'PP塑料配件'] },
    ],
    products: [
      { name: '精密冷轧带钢', unit: '元/吨', price: [4600, 6200], specs: ['SPCC 0.5mm', '08F 1.0mm', '65Mn 1.2mm'] },
      { name: '热镀锌钢管', unit: '元/吨', price: [4800, 6000], specs: ['DN20×2.5', 'DN50×3.5', 'DN100×4.0'] },
      { name: '易切削黄铜棒', unit: '元/吨', price: [42000, 56000], specs: ['HPb59-1 Φ10', 'H62 Φ20', 'HPb58 六角'] },
      { name: '工业铝型材', unit: '元/吨', price: [19000, 26000], specs: ['6063-T5 4040', '6061 2020 欧标', '定制 阳极氧化'] },
    ],
  },
  {
    name: '衡器量具',
    enName: 'Scales and gauges',
    weight: 2,
    exportShare: 1,
    companyWord: '衡器',
    image: '/demo/product-scale.svg',
    groups: [
      { name: '电子衡器', items: ['电子台秤', '电子计价秤'] },
      { name: '量具', items: ['铝合金水平仪', '直角尺'] },
    ],
    products: [
      { name: '电子计价秤', unit: '元/台', price: [90, 360], specs: ['30kg/5g', '15kg/2g 防水', '双屏 蓝牙'] },
      { name: '不锈钢电子台秤', unit: '元/台', price: [260, 1200], specs: ['150kg 40×50cm', '300kg 60×80cm', '60kg 计数'] },
      { name: '铝合金水平仪', unit: '元/把', price: [18, 120], specs: ['600mm 强磁', '400mm 三泡', '1000mm 数显'] },
      { name: '不锈钢直角尺', unit: '元/把', price: [12, 85], specs: ['300mm 加厚', '500mm 宽座', '200mm 精密'] },
    ],
  },
  {
    name: '紧固件',
    enName: 'Fasteners',
    weight: 3,
    exportShare: 1,
    companyWord: '紧固件',
    image: '/demo/product-bolt.svg',
    groups: [
      { name: '螺栓螺母', items: ['外六角螺栓', '法兰螺母'] },
      { name: '钉类', items: ['自攻螺钉', '膨胀螺栓', '水泥钢钉'] },
    ],
    products: [
      { name: '8.8级外六角螺栓', unit: '元/千只', price: [180, 960], specs: ['M8×30 镀锌', 'M10×50 发黑', 'M12×60 达克罗'] },
      { name: '304不锈钢法兰螺母', unit: '元/千只', price: [260, 880], specs: ['M6', 'M8 防滑齿', 'M10'] },
      { name: '十字盘头自攻螺钉', unit: '元/千只', price: [25, 120], specs: ['ST4.2×16', 'ST3.5×25 彩锌', 'ST4.8×38'] },
      { name: '碳钢膨胀螺栓', unit: '元/百套', price: [45, 260], specs: ['M8×80', 'M10×100', 'M12×120'] },
    ],
  },
];

/** 大类 names in index order. */
export const CATEGORY_NAMES = CATEGORIES.map((c) => c.name);
