/** The built-in provider's Vietnamese copy templates (full diacritics), by prompt style and ad type. */
import type { TemplatePack } from './template-pack.ts';

export const vietnameseTemplates: TemplatePack = {
  defaults: { product: 'sản phẩm của chúng tôi', audience: 'bạn', benefitClause: 'để mỗi ngày thêm trọn vẹn' },
  benefitClause: { verb: 'để {benefit}', noun: 'và tận hưởng {benefit}' },
  headlines: {
    dynamic: [
      ['{Product}: {benefit}', 'Bứt phá cùng {product}'],
      ['{Product} cho {audience}', '{Product} đã sẵn sàng'],
      ['{Offer} cho {product}', 'Sở hữu {product} ngay'],
      ['Nâng cấp với {product}', 'Chọn {product}'],
      ['Sẵn sàng cho {product}?', 'Thử {product}'],
    ],
    creative: [
      ['{Product}, {benefit}', 'Khám phá {product}'],
      ['{Audience} ơi, đây là {product}', 'Xin chào {product}'],
      ['{Product} theo cách mới', '{Product} mới lạ'],
      ['Câu chuyện của {product}', 'Chuyện {product}'],
      ['Nghệ thuật từ {product}', 'Cảm hứng {product}'],
    ],
    professional: [
      ['{Product}: {benefit}', '{Product} chuyên nghiệp'],
      ['{Product} cho {audience}', 'Vì sao chọn {product}'],
      ['{Product}: {offer}', 'Lựa chọn {product}'],
      ['Hiệu quả rõ ràng với {product}', 'Tin dùng {product}'],
      ['{Product}, giải thích ngắn gọn', 'Về {product}'],
    ],
    friendly: [
      ['Chào bạn, {product} đây!', 'Chào {product}'],
      ['Dành cho {audience}', 'Dành cho bạn: {product}'],
      ['{Product} kèm {offer}', 'Thưởng thức {product}'],
      ['Món quà nhỏ: {product}', 'Yêu {product}'],
      ['{Product}, chỉ dành cho bạn', '{Product} và bạn'],
    ],
    urgent: [
      ['{Offer} cho {product} hôm nay', 'Mua {product} hôm nay'],
      ['{Product}: đừng bỏ lỡ', 'Ngay: {product}'],
      ['Sở hữu {product} ngay', '{Product} ngay'],
      ['Chờ gì nữa? Thử {product}', 'Nhanh: {product}'],
      ['{Audience}: hành động ngay', 'Đặt {product} ngay'],
    ],
    luxury: [
      ['{Product}: {benefit}', '{Product} tinh tế'],
      ['Trải nghiệm {product}', '{Product} thượng hạng'],
      ['{Product} cho {audience}', 'Tuyệt tác {product}'],
      ['Sang trọng cùng {product}', 'Chỉ có {product}'],
      ['Khám phá {product}', 'Tìm {product}'],
    ],
    educational: [
      ['{Product}: {benefit}', 'Vì sao {product}?'],
      ['{Product} cho {audience}', 'Bên trong {product}'],
      ['Điều làm {product} đặc biệt', 'Về {product}'],
      ['Mẹo hay cùng {product}', 'Mẹo: {product}'],
      ['{Product}, giải thích dễ hiểu', '{Product} cơ bản'],
    ],
  },
  hooks: {
    dynamic: ['Sẵn sàng bứt phá chưa?', 'Đã đến lúc nâng cấp!', 'Bắt đầu ngay hôm nay!'],
    creative: ['Hãy tưởng tượng một ngày thật khác.', 'Mỗi câu chuyện hay đều có một khởi đầu.', 'Khác biệt từ những điều nhỏ nhất.'],
    professional: ['Chất lượng bạn có thể tin cậy.', 'Giải pháp hướng đến hiệu quả.', 'Lựa chọn thông minh, rõ ràng.'],
    friendly: ['Chào bạn!', 'Tin vui dành cho bạn đây.', 'Có lẽ bạn sẽ thích điều này.'],
    urgent: ['Đừng bỏ lỡ!', 'Ngay lúc này là thời điểm tốt nhất.', 'Hành động ngay hôm nay.'],
    luxury: ['Tinh tế trong từng chi tiết.', 'Dành cho những người sành điệu.', 'Đẳng cấp đến từ sự tinh giản.'],
    educational: ['Bạn có biết?', 'Mẹo nhỏ hữu ích cho bạn.', 'Hôm nay học thêm một điều mới.'],
  },
  angles: [
    ['Chọn {product} {benefitClause}.'],
    ['Dành riêng cho {audience}: {product} luôn đồng hành mỗi ngày.'],
    ['Chọn {product} ngay để nhận ưu đãi {offer}.', 'Trải nghiệm {product} và cảm nhận sự khác biệt.'],
    ['Không muốn tạm bợ nữa? {Product} là giải pháp đơn giản.'],
    ['Cùng nhiều người khác lựa chọn {product} ngay hôm nay.'],
  ],
  offerLine: 'Ưu đãi: {offer}.',
  closers: {
    PAGE_POST_AD: [
      'Hãy cho chúng tôi biết suy nghĩ của bạn nhé.',
      'Chia sẻ ngay với người bạn đang cần.',
      'Theo dõi trang để cập nhật thêm.',
    ],
    WEBSITE_CONVERSION_AD: ['Xem ngay trên website của chúng tôi.', 'Đặt hàng online chỉ với vài bước.', 'Khám phá thêm trên website.'],
    LEAD_FORM_AD: ['Để lại thông tin, chúng tôi sẽ liên hệ ngay.', 'Điền form ngắn để được tư vấn.', 'Đăng ký chưa đến một phút.'],
  },
  descriptions: {
    dynamic: ['Bắt đầu ngay hôm nay', 'Nhanh, gọn, hiệu quả', 'Nâng cấp ngay'],
    creative: ['Góc nhìn mới lạ', 'Khơi nguồn cảm hứng', 'Sáng tạo mỗi ngày'],
    professional: ['Chất lượng đáng tin cậy', 'Hiệu quả rõ ràng', 'Giải pháp chuyên nghiệp'],
    friendly: ['Làm bằng cả tấm lòng', 'Luôn sẵn sàng hỗ trợ', 'Ghé thăm chúng tôi nhé'],
    urgent: ['Nhanh tay kẻo lỡ', 'Đừng chờ đợi', 'Đặt ngay hôm nay'],
    luxury: ['Sang trọng vượt thời gian', 'Chế tác tinh xảo', 'Đẳng cấp khác biệt'],
    educational: ['Tìm hiểu trong 1 phút', 'Mẹo hay và giải đáp', 'Hiểu rõ trước khi chọn'],
  },
};
