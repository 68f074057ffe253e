/**
 * /data-deletion (in Vietnamese, as the spec requires): how to have one's data deleted — by e-mail to
 * the operator's contact address, done within 7 working days — and how to remove the app from
 * Facebook. This is also the "data deletion instructions URL" given to Meta for the Facebook app.
 */
import { DATA_DELETION_WORKING_DAYS } from '@ads-creative/contracts/constants';
import { Alert, List, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useContactEmail } from './api/public-config.ts';
import { ContactLink, LegalLayout, LegalSection } from './components/legal-layout.tsx';

export function DataDeletionPage() {
  const email = useContactEmail();
  return (
    <LegalLayout title="Hướng dẫn xóa dữ liệu người dùng" lang="vi">
      <Text>
        Ads Creative tôn trọng quyền riêng tư của bạn. Bạn có thể yêu cầu xóa toàn bộ dữ liệu cá nhân mà Ads Creative lưu trữ về bạn, dù bạn
        đăng nhập bằng Facebook hay bằng tài khoản ứng dụng (tên người dùng hoặc email và mật khẩu).
      </Text>

      <LegalSection title="1. Gửi yêu cầu xóa dữ liệu qua email">
        <Text>
          Gửi email đến <ContactLink email={email} subject="Yêu cầu xóa dữ liệu" /> với tiêu đề "Yêu cầu xóa dữ liệu" và cho chúng tôi biết:
        </Text>
        <List spacing={4}>
          <List.Item>tên người dùng và/hoặc địa chỉ email đã đăng ký với Ads Creative;</List.Item>
          <List.Item>nếu bạn đăng nhập bằng Facebook: tên tài khoản Facebook của bạn;</List.Item>
          <List.Item>(không bắt buộc) lý do bạn muốn xóa dữ liệu.</List.Item>
        </List>
        <Text>
          Để bảo vệ tài khoản của bạn, vui lòng gửi từ địa chỉ email đã đăng ký. Nếu không thể xác minh bạn là chủ tài khoản, chúng tôi sẽ
          trả lời để hỏi thêm thông tin trước khi xóa.
        </Text>
      </LegalSection>

      <LegalSection title="2. Thời hạn xử lý">
        <Text>
          Dữ liệu của bạn sẽ được xóa trong vòng <b>{DATA_DELETION_WORKING_DAYS} ngày làm việc</b> kể từ khi chúng tôi nhận được email yêu
          cầu. Khi hoàn tất, chúng tôi sẽ gửi email xác nhận cho bạn.
        </Text>
      </LegalSection>

      <LegalSection title="3. Những dữ liệu sẽ bị xóa">
        <List spacing={4}>
          <List.Item>thông tin tài khoản: tên người dùng, email, tên hiển thị, ảnh đại diện và mật khẩu (đã mã hóa);</List.Item>
          <List.Item>liên kết với Facebook: Facebook ID và mã truy cập (access token) Facebook;</List.Item>
          <List.Item>
            chiến dịch, quảng cáo, nội dung quảng cáo do AI tạo ra, câu lệnh (prompt) và nội dung nhập từ Thư viện quảng cáo;
          </List.Item>
          <List.Item>hình ảnh bạn đã tải lên hoặc được tạo cho bạn;</List.Item>
          <List.Item>dữ liệu phân tích và đề xuất tối ưu đã lưu, các phiên đăng nhập và cấu hình của bạn.</List.Item>
        </List>
        <Text>
          Chúng tôi chỉ giữ lại những thông tin mà pháp luật bắt buộc phải lưu, trong thời gian pháp luật yêu cầu. Quảng cáo đã đăng lên
          Facebook nằm trong tài khoản quảng cáo của bạn do Meta quản lý; bạn có thể xóa chúng trong Trình quản lý quảng cáo (Ads Manager).
        </Text>
      </LegalSection>

      <LegalSection title="4. Gỡ ứng dụng khỏi Facebook">
        <Text>Để thu hồi quyền truy cập của Ads Creative vào tài khoản Facebook của bạn:</Text>
        <List type="ordered" spacing={4}>
          <List.Item>Đăng nhập Facebook, mở menu tài khoản và chọn "Cài đặt và quyền riêng tư" → "Cài đặt".</List.Item>
          <List.Item>Chọn "Ứng dụng và trang web" (Apps and Websites).</List.Item>
          <List.Item>Tìm "Ads Creative" trong danh sách ứng dụng đang hoạt động và bấm "Gỡ" (Remove).</List.Item>
          <List.Item>
            Xác nhận. Bạn có thể đánh dấu tùy chọn xóa các bài viết, ảnh và video mà ứng dụng đã đăng thay bạn trên Facebook.
          </List.Item>
        </List>
        <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} />}>
          Gỡ ứng dụng trên Facebook chỉ ngừng quyền truy cập từ nay về sau; dữ liệu đã lưu tại Ads Creative vẫn còn cho đến khi bạn gửi yêu
          cầu xóa qua email như ở mục 1.
        </Alert>
      </LegalSection>

      <LegalSection title="5. Dữ liệu trong trình duyệt của bạn">
        <Text>
          Mã đăng nhập, chế độ sáng/tối, lịch sử thông báo và các câu lệnh đã lưu được giữ trong bộ nhớ trình duyệt của bạn. Đăng xuất sẽ
          xóa mã đăng nhập; xóa dữ liệu trang web này trong cài đặt trình duyệt sẽ xóa phần còn lại.
        </Text>
      </LegalSection>

      <LegalSection title="6. Liên hệ">
        <Text>
          Mọi câu hỏi về việc xóa dữ liệu, vui lòng liên hệ: <ContactLink email={email} subject="Yêu cầu xóa dữ liệu" />.
        </Text>
      </LegalSection>
    </LegalLayout>
  );
}
