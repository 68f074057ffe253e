/**
 * The cue words of each angle, in English and Vietnamese (docs/creative-tags.md, "Angles"). `strong` cues count 2,
 * `normal` ones 1; each list is matched as whole words, case-insensitively (see `phrases`). A phrase between slashes
 * is a raw pattern.
 */
import type { Angle } from '@ads-creative/contracts/creative-tags';
import { phrases } from './text-parts.ts';

export interface AngleCues {
  strong: RegExp;
  normal: RegExp;
}

/** A price: $19, 99k, 1.290.000đ, 800.000 đồng, 3 triệu. */
const PRICE = '/(?:[$€£]\\s?\\d[\\d.,]*|\\d[\\d.,]*\\s?(?:k|đ|₫|vnđ|vnd|đồng|triệu|usd|dollars?))/';
const PERCENT = '/\\d+(?:[.,]\\d+)?\\s?%/';
/** A count of people: 50,000 runners, 12.000 khách hàng, hàng nghìn mẹ. */
const PEOPLE_EN =
  '(?:customers|people|users|runners|parents|moms|mums|families|buyers|members|students|clients|reviewers|sleepers|dentists|doctors|clinics|cafés|cafes|restaurants|kitchens|homes|businesses|companies|teams|dogs|smiles)';
const PEOPLE_VI =
  '(?:khách|khách hàng|người|mẹ|mẹ bỉm|phụ huynh|gia đình|học viên|thành viên|phòng khám|quán|quán cà phê|nhà hàng|bếp|doanh nghiệp|bé cún|nụ cười|nha sĩ|bác sĩ)';

// biome-ignore format: word lists read best a few to a line
export const ANGLE_CUES: Record<Angle, { strong: string[]; normal: string[] }> = {
  OFFER: {
    strong: [
      `/${PERCENT.slice(1, -1)}\\s?off/`, '/(?:giảm|sale|off)\\s*(?:đến\\s*|tới\\s*|up to\\s*)?\\d+\\s?%/', 'free shipping', 'free delivery',
      'free trial', 'buy one', 'bogo', 'half price', 'discount', 'coupon', 'promo code', 'cashback', 'trade in', 'on us',
      'giảm giá', 'khuyến mãi', 'ưu đãi', 'miễn phí', 'freeship', 'free ship', 'mua 1 tặng 1', 'tặng kèm', 'quà tặng',
      'đồng giá', 'xả kho', 'trợ giá', 'mã giảm', 'hoàn tiền', 'voucher', 'giảm ngay', 'combo', 'bundle', PRICE,
    ],
    normal: [
      PERCENT, 'sale', 'with code', 'mã', 'tiết kiệm', 'off', 'free', 'deal', 'save', 'price', 'gift', 'get \\$', 'refer a friend', 'from \\$',
      'giảm', 'tặng', 'giá', 'chỉ từ', 'sale', 'quà', 'rẻ', 'tiết kiệm ngay',
    ],
  },
  SOCIAL_PROOF: {
    strong: [
      `/\\d[\\d,.]*\\s?(?:k|m|million|thousand)?\\+?\\s${PEOPLE_EN}/`, `/(?:hơn|trên|gần)?\\s?\\d[\\d.,]*\\s?(?:triệu|nghìn|ngàn)?\\+?\\s${PEOPLE_VI}/`,
      '/\\d+ out of \\d+/', '/\\d+\\/\\d+\\s(?:nha sĩ|bác sĩ|chuyên gia|khách)/', 'reviews', 'rated', '/\\d(?:[.,]\\d)?\\s?stars?/',
      '/\\d(?:[.,]\\d)?\\s?sao/', 'five-star', '5-star', 'best-seller', 'bestseller', 'best seller', 'best-selling',
      'loved by', 'trusted by', 'as seen on', 'featured in', 'verified buyer', 'award-winning', 'million sold', 'sold worldwide',
      'recommend', 'thousands of', 'đánh giá', 'tin dùng', 'tin chọn', 'bán chạy', 'khuyên dùng', 'đã bán', 'hàng nghìn',
      'hàng ngàn', 'khách hàng đã mua', 'đã lên', 'giới thiệu trên', '⭐',
    ],
    normal: [
      'customers', 'happy', 'love', 'say', 'reviewers', 'joined', 'join', 'said', 'popular', 'trust',
      'khách hàng', 'hài lòng', 'yêu thích', 'tin tưởng', 'nói', 'phản hồi', 'feedback', 'chia sẻ', 'yên tâm',
      '/[“"][^”"]{12,}[”"]\\s*[–—-]/',
    ],
  },
  URGENCY: {
    strong: [
      'today only', 'hurry', 'last chance', 'ends tonight', 'ends today', 'ends at', 'ends sunday', 'ends soon', 'ends in',
      'sale ends', 'left in stock', 'while stocks last', 'while supplies last', 'before it\'s gone', 'they\'re gone',
      'don\'t miss', 'don\'t wait', 'deadline', 'selling fast', 'almost gone', 'almost sold out', 'sold out', 'closes',
      'close this', 'won\'t be restocked', 'limited edition', 'limited to', 'first \\d+', 'only \\d+ left', '/\\d+ (?:hours|days) left/',
      '/(?:fewer|less) than \\d+/', 'this weekend only', 'until sunday', 'until friday', 'until midnight', 'at midnight', 'tonight',
      'timer', 'goes up', 'rush', 'seats',
      'chỉ còn', 'sắp hết', 'số lượng có hạn', 'nhanh tay', 'đừng bỏ lỡ', 'đừng chần chừ', 'hạn chót', 'hết hạn', 'đến hết',
      'kết thúc', 'đóng đăng ký', 'đêm nay', 'hết là hết', 'duy nhất', 'đếm ngược', 'không sản xuất thêm',
      '/\\d+ đơn đầu tiên/', 'chỉ nhận', 'bán rất chạy', 'tăng lên', 'chỉ hôm nay', 'trước tết', '/\\d+\\s?(?:giờ|ngày) (?:cuối|duy nhất)/',
    ],
    normal: [
      'limited', 'only', 'left', 'now', 'ends', 'this week', 'this friday', 'before', 'soon', 'running out', 'cap',
      'hôm nay', 'tuần này', 'có hạn', 'cuối cùng', 'giới hạn', 'sắp', 'trước', 'đóng', '0h',
    ],
  },
  BENEFIT: {
    strong: [
      'so you can', 'you\'ll', '/without (?:pain|fatigue|effort|stress|the bulk)/', '/không (?:mỏi|đau|bết|nhăn|bí)/', 'wake up', 'feel', 'confidence', 'confident', 'effortless', 'with ease', 'stress-free', 'peace of mind',
      'giúp bạn', 'để bạn', 'tự tin', 'sảng khoái', 'dễ chịu', 'yên tâm', 'thoải mái',
    ],
    normal: [
      'better', 'brighter', 'softer', 'faster', 'easier', 'healthier', 'happier', 'shinier', 'calmer', 'stronger', 'deeper',
      'further', 'less', 'more time', 'save time', 'without', 'enjoy', 'glow', 'rested', 'dry', 'safely', 'warm', 'impress',
      'giúp', 'hơn', 'dễ dàng', 'khỏe', 'đẹp', 'mịn', 'sáng', 'nhẹ nhàng', 'an toàn', 'ngon', 'bớt', 'rảnh tay', 'khô ráo',
      'ấm', 'trầm trồ', 'bình yên', 'mượt', 'mà không',
    ],
  },
  PROBLEM_SOLUTION: {
    strong: [
      'tired of', 'sick of', 'fed up', 'struggling', 'struggle', 'no more', 'say goodbye', 'nothing seemed to work',
      'won\'t move', 'shouldn\'t', 'ruining', 'losing', 'dying', 'solved', 'stop wasting', 'again\\?',
      'mệt mỏi vì', 'không còn lo', 'không còn', 'nói không với', 'tạm biệt', 'giải pháp', 'khắc phục', 'vật lộn', 'chán cảnh',
      'mãi không', 'vẫn cứ', 'không đỡ', 'đứng yên', 'có cách rồi', 'lại tìm không ra', 'mất khách', 'sập nguồn',
    ],
    normal: [
      'pain', 'ache', 'aches', 'hurt', 'hurts', 'problem', 'fix', 'fixes', 'finally', 'frustrated', 'annoying', 'tangled',
      'breakouts', 'acne', 'cracked', 'wilts', 'leaks', 'crusty', 'hungry', 'temptation', 'puddles', 'lost', 'chasing', 'still',
      'juggling', 'hard water', 'wasting', 'paying every month', 'scared',
      'đau', 'mỏi', 'mệt mỏi', 'lo lắng', 'nỗi lo', 'chán', 'vấn đề', 'rối', 'mụn', 'nứt nẻ', 'héo', 'đổ ra', 'đóng cặn',
      'khô xơ', 'đói', 'hỏng', 'ngập', 'lãng phí', 'bỏ đi', 'sợ', 'mất', 'dò', 'khóc',
    ],
  },
  FEATURE: {
    strong: [
      '/\\d+(?:[.,]\\d+)?\\s?(?:mah|gb|tb|mp|ml|cm|mm|kg|g|w|hz|inch|-inch|litres?|liters?|lít|°c|db|fps)(?![\\p{L}])/',
      'made of', 'made from', 'forged from', 'cotton', 'stainless steel', 'leather', 'carbon', 'waterproof', 'battery',
      'display', 'camera', 'cameras', 'sensors', 'presets', 'modes', 'microphones', 'built-in', 'ingredients', 'certified',
      'chất liệu', 'làm từ', 'rèn từ', 'thép', 'da bò', 'pin', 'màn hình', 'camera', 'cảm biến', 'chế độ', 'thành phần',
      'chống nước', 'tích hợp', 'dung tích', 'khung', 'đường may', 'vải', 'lót', 'ruột',
    ],
    normal: [
      'features', 'comes with', 'includes', 'design', 'frame', 'steel', 'handle', 'layer', 'layers', 'storage', 'organic',
      'handmade', 'hand-stitched', 'materials', 'lining', 'filled with', 'sole', 'zip', 'screen', 'keyboard', 'inside',
      'thiết kế', 'kích thước', 'hữu cơ', 'nguyên khối', 'bàn phím', 'đế', 'lớp', 'công nghệ', 'nguyên tấm', 'khóa',
    ],
  },
  QUESTION: {
    /** Asking the reader to answer: counted anywhere. */
    strong: [
      'comment', 'comments', 'vote', 'tell us', 'guess', 'drop it below', 'let us know',
      'bình luận', 'bình chọn', 'comment', 'đoán', 'để lại bình luận', 'cho shop biết',
    ],
    /** Inside a question: a choice or an invitation to imagine ('X or Y?', 'what would you…', 'hay', 'nếu'). */
    normal: ['or', 'which', 'what would', 'where would', 'if you could', 'would you', 'hay', 'nếu', 'nào', 'bao nhiêu'],
  },
  STORY: {
    strong: [
      'when i', 'i was', 'my dad', 'my mom', 'my daughter', 'my son', 'our founder', 'founder\'s', 'years ago', 'last spring',
      'last year', 'one day', 'the night', 'started', 'adopted', 'moved to', 'every morning', 'grandmother', 'grandma',
      'in \\d{4}', 'letter',
      'hôm ấy', 'ngày ấy', 'năm ấy', 'câu chuyện', 'năm \\d{4}', 'năm ngoái', 'mùa xuân năm', 'năm nay', 'năm trước',
      'người sáng lập', 'bà ngoại', 'bố mình', 'mẹ mình', 'con gái mình', 'con trai mình', 'nhà mình', 'sáng nào cũng',
      'khi mới', 'tự tay', 'thế là', 'nhận nuôi', '/(?:chị|anh|cô|chú|bác|bà|ông) \\p{Lu}\\p{Ll}+/',
    ],
    normal: [
      'i', 'my', 'he', 'she', 'his', 'her', 'couldn\'t', 'didn\'t', 'had never', 'later', 'ago',
      '/(?<!chúng\\s)tôi/', 'chị', 'anh', 'từng', 'tụi mình', 'bắt đầu',
    ],
  },
};

export const COMPILED_CUES: Record<Angle, AngleCues> = Object.fromEntries(
  Object.entries(ANGLE_CUES).map(([angle, cues]) => [angle, { strong: phrases(cues.strong), normal: phrases(cues.normal) }]),
) as Record<Angle, AngleCues>;
