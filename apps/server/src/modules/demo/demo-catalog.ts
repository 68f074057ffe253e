/**
 * The fictional advertisers of the demo account, one per campaign objective: their briefs (what a
 * user would type into the generator, in Vietnamese and English), audience, landing page and the
 * budgets such an advertiser spends. Plain data; demo-plan.ts draws campaigns from it. The domains
 * are under the reserved `.example` TLD.
 */
import type { AdType } from '@ads-creative/contracts/ads';
import type { PromptStyle } from '@ads-creative/contracts/ai';
import type { CampaignObjective } from '@ads-creative/contracts/campaigns';

export interface DemoBusiness {
  brand: string;
  brief: { vi: string; en: string };
  targetAudience: string;
  /** The landing page of link ads. */
  url: string;
  adType: AdType;
  styles: readonly PromptStyle[];
  /** Daily budget range in USD: advertisers put most money where purchases are tracked. */
  dailyBudget: readonly [number, number];
  /** What the campaigns of a year are about, in turn. */
  themes: readonly string[];
  /**
   * USD the advertiser counts one lead or install as worth (the value its pixel or app events
   * send); without it a conversion is worth what the simulator's objective profile says (purchases
   * carry an order value, awareness results nothing).
   */
  conversionValue?: number;
}

export const DEMO_BUSINESSES: Record<CampaignObjective, DemoBusiness> = {
  BRAND_AWARENESS: {
    brand: 'Zen Tea',
    brief: {
      vi: 'Trà xanh hữu cơ "Zen Tea" dành cho người trẻ bận rộn, giúp thư giãn sau giờ làm',
      en: '"Zen Tea" organic green tea for busy young professionals, helps you unwind after work',
    },
    targetAudience: 'Người 22–35 tuổi ở Hà Nội và TP.HCM, quan tâm sống khỏe, yoga, cà phê',
    url: 'https://zentea.example/',
    adType: 'PAGE_POST_AD',
    styles: ['friendly', 'luxury'],
    dailyBudget: [15, 40],
    themes: ['Brand launch', 'Mindful mornings', 'Tết gift boxes', 'Summer cold brew'],
  },
  REACH: {
    brand: 'Saigon Food Fest',
    brief: {
      vi: 'Lễ hội ẩm thực "Saigon Food Fest" cuối tuần với hơn 200 món ăn đường phố, vé vào cửa miễn phí',
      en: '"Saigon Food Fest" weekend street food festival with 200+ stalls, free entry',
    },
    targetAudience: 'Mọi người 18–45 tuổi trong bán kính 15 km quanh Quận 1, TP.HCM',
    url: 'https://foodfest.example/',
    adType: 'PAGE_POST_AD',
    styles: ['dynamic', 'friendly'],
    dailyBudget: [10, 30],
    themes: ['Spring edition', 'Night market', 'Autumn edition', 'Year-end fest'],
  },
  TRAFFIC: {
    brand: 'Bếp Nhà',
    brief: {
      vi: 'Trang công thức "Bếp Nhà" với món ngon 30 phút cho gia đình, giúp bạn nấu bữa tối nhanh gọn',
      en: '"Bếp Nhà" recipe site with 30-minute family dinners, helps you cook weeknight meals fast',
    },
    targetAudience: 'Phụ nữ 25–45 tuổi, nội trợ và dân văn phòng, quan tâm nấu ăn',
    url: 'https://bepnha.example/cong-thuc',
    adType: 'WEBSITE_CONVERSION_AD',
    styles: ['educational', 'friendly'],
    dailyBudget: [20, 60],
    themes: ['Weeknight dinners', 'Healthy lunchbox', 'Tết recipes', 'Vegetarian month'],
  },
  ENGAGEMENT: {
    brand: 'FitHub',
    brief: {
      vi: 'Cộng đồng tập luyện "FitHub" với thử thách 30 ngày, giúp bạn giữ dáng tại nhà',
      en: '"FitHub" fitness community with a 30-day challenge, helps you stay fit at home',
    },
    targetAudience: 'Người 20–35 tuổi quan tâm thể hình, chạy bộ, dinh dưỡng',
    url: 'https://fithub.example/',
    adType: 'PAGE_POST_AD',
    styles: ['dynamic', 'creative'],
    dailyBudget: [15, 45],
    themes: ['30-day challenge', 'Home workouts', 'Run club', 'New year, new you'],
  },
  APP_INSTALLS: {
    brand: 'Lingo',
    brief: {
      vi: 'Ứng dụng học tiếng Anh "Lingo" cho người đi làm, 10 phút mỗi ngày, học thử miễn phí',
      en: '"Lingo" English learning app for working adults, 10 minutes a day, free trial',
    },
    targetAudience: 'Người đi làm 22–40 tuổi dùng điện thoại Android và iOS',
    url: 'https://lingo.example/app',
    adType: 'WEBSITE_CONVERSION_AD',
    styles: ['educational', 'urgent'],
    dailyBudget: [30, 90],
    themes: ['Free trial', 'Speaking practice', 'Back to school', 'IELTS season'],
    conversionValue: 9,
  },
  VIDEO_VIEWS: {
    brand: 'Glow Skin',
    brief: {
      vi: 'Video hướng dẫn chăm sóc da "Glow Skin" với quy trình 5 bước, giúp da sáng khỏe mỗi ngày',
      en: '"Glow Skin" skincare tutorial videos with a 5-step routine, helps your skin glow every day',
    },
    targetAudience: 'Phụ nữ 18–34 tuổi quan tâm làm đẹp và mỹ phẩm',
    url: 'https://glowskin.example/videos',
    adType: 'PAGE_POST_AD',
    styles: ['creative', 'luxury'],
    dailyBudget: [15, 40],
    themes: ['Morning routine', 'Sun care', 'Night repair', 'Skin myths'],
  },
  LEAD_GENERATION: {
    brand: 'An Cư Residence',
    brief: {
      vi: 'Căn hộ "An Cư Residence" 2 phòng ngủ gần metro, giúp gia đình trẻ an cư, nhận báo giá miễn phí',
      en: '"An Cư Residence" 2-bedroom apartments near the metro for young families, free price list',
    },
    targetAudience: 'Vợ chồng trẻ 27–40 tuổi ở TP.HCM, thu nhập khá, quan tâm bất động sản',
    url: 'https://ancu.example/bao-gia',
    adType: 'LEAD_FORM_AD',
    styles: ['professional', 'luxury'],
    dailyBudget: [40, 120],
    themes: ['Site visit weekend', 'Early-bird prices', 'Show flat', 'Handover 2025'],
    conversionValue: 25,
  },
  CONVERSIONS: {
    brand: 'AirRun',
    brief: {
      vi: 'Giày chạy bộ siêu nhẹ "AirRun" cho dân văn phòng, giảm 30% cuối tuần',
      en: '"AirRun" ultralight running shoes for office workers, 30% off this weekend',
    },
    targetAudience: 'Người 20–40 tuổi quan tâm chạy bộ, marathon, thời trang thể thao',
    url: 'https://airrun.example/shop',
    adType: 'WEBSITE_CONVERSION_AD',
    styles: ['urgent', 'dynamic'],
    dailyBudget: [120, 350],
    themes: ['Weekend sale', 'New colourways', 'Marathon season', 'Black Friday'],
  },
  CATALOG_SALES: {
    brand: 'Nhà Xinh Home',
    brief: {
      vi: 'Nội thất "Nhà Xinh Home" gỗ tự nhiên cho căn hộ nhỏ, giảm 20% toàn bộ sofa',
      en: '"Nhà Xinh Home" solid wood furniture for small apartments, 20% off all sofas',
    },
    targetAudience: 'Người 25–45 tuổi vừa mua nhà, quan tâm trang trí nội thất',
    url: 'https://nhaxinh.example/catalog',
    adType: 'WEBSITE_CONVERSION_AD',
    styles: ['luxury', 'professional'],
    dailyBudget: [100, 300],
    themes: ['Sofa sale', 'New collection', 'Mid-year sale', 'Year-end clearance'],
  },
  STORE_TRAFFIC: {
    brand: 'Cà Phê Sáng',
    brief: {
      vi: 'Chuỗi "Cà Phê Sáng" mở cửa từ 6 giờ, giảm 50% ly thứ hai trước 9 giờ',
      en: '"Cà Phê Sáng" coffee shops open from 6 am, 50% off the second cup before 9 am',
    },
    targetAudience: 'Người đi làm 20–40 tuổi trong bán kính 3 km quanh các cửa hàng',
    url: 'https://caphesang.example/stores',
    adType: 'PAGE_POST_AD',
    styles: ['friendly', 'urgent'],
    dailyBudget: [20, 50],
    themes: ['Morning deal', 'New store opening', 'Rainy season', 'Christmas drinks'],
  },
};
