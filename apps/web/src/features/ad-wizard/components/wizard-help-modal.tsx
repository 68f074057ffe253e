/** The wizard's Vietnamese help (spec 1 §2): what each of the three steps asks for. */
import { type HelpStep, StepsHelpButton } from '../../../components/steps-help-button.tsx';

const steps: HelpStep[] = [
  {
    title: 'Bước 1: Thông tin cơ bản',
    body: 'Chọn chiến dịch, loại quảng cáo, đặt tên quảng cáo, số biến thể (1–5), ngôn ngữ và nút kêu gọi hành động (Call to Action). Mô tả sản phẩm hoặc dịch vụ cần quảng cáo trong ô prompt, hoặc dán ít nhất một liên kết từ Facebook Ad Library để AI tham khảo. Bạn có thể chọn phong cách viết và lưu prompt tùy chỉnh để dùng lại.',
  },
  {
    title: 'Bước 2: Thiết lập AI',
    body: 'Chọn nhà cung cấp AI để viết nội dung và nhà cung cấp AI để tạo hình ảnh, hoặc tải lên hình ảnh của bạn (PNG, JPG tối đa 10MB). Nhà cung cấp "Built-in" chạy ngay trên máy chủ, không cần khóa API. Nhấn "Generate Ad" để tạo các biến thể.',
  },
  {
    title: 'Bước 3: Xem trước và lưu',
    body: 'Xem các biến thể đã tạo, nhấn vào hình để xem lớn, chỉnh sửa tiêu đề, nội dung hoặc nút kêu gọi hành động nếu cần. Chọn một biến thể rồi nhấn "Save Ad" để lưu quảng cáo; quảng cáo mới sẽ xuất hiện trên bảng điều khiển.',
  },
];

export function WizardHelpButton() {
  return <StepsHelpButton title="Hướng dẫn tạo quảng cáo" intro="Tạo quảng cáo với AI qua ba bước:" steps={steps} />;
}
