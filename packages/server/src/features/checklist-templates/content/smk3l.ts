import type { ChecklistCriterion } from '@rimba/core';
import { conformScale, element, passMin, scoreBands } from './common.js';
import type { ChecklistTemplateSeed } from './types.js';

/** A criterion coded element.sub-element.number, asked from its level up; every one weighs the same. */
const c = (code: string, id: string, en: string, level: 1 | 2 | 3): ChecklistCriterion => ({
  code,
  text: { id, en },
  weight: 1,
  level,
});

/**
 * The foundation's occupational safety, health and environment management system, on the twelve elements
 * of PP 50/2012: 64 criteria at the initial level, 122 up to the transitional and all 166 at the advanced,
 * with the environmental side (waste, spills, fuel, agrochemicals, erosion, fire) where the work meets it.
 */
export const smk3lTemplate: ChecklistTemplateSeed = {
  kind: 'smk3l',
  title: 'SMK3L PP 50/2012 (Yayasan)',
  description:
    'Penilaian sistem manajemen keselamatan, kesehatan kerja dan lingkungan yayasan pada 12 elemen PP 50/2012, untuk kantor, persemaian, kamp dan lokasi tanam.',
  content: {
    scale: conformScale,
    levels: [
      { value: 1, label: { id: 'Awal', en: 'Initial' } },
      { value: 2, label: { id: 'Transisi', en: 'Transitional' } },
      { value: 3, label: { id: 'Lanjutan', en: 'Advanced' } },
    ],
    elements: [
      element('1', 'Pembangunan dan pemeliharaan komitmen', 'Developing and maintaining commitment', [
        // 1.1 Policy
        c(
          '1.1.1',
          'Ada kebijakan K3L tertulis, bertanggal dan ditandatangani pimpinan yayasan, yang memuat tujuan dan komitmen perbaikan berkelanjutan.',
          "A written OHS&E policy, dated and signed by the foundation's head, states its objectives and a commitment to continual improvement.",
          1,
        ),
        c(
          '1.1.2',
          'Kebijakan disusun setelah berkonsultasi dengan wakil pekerja, termasuk pekerja persemaian dan lapangan.',
          'The policy was drawn up after consulting worker representatives, nursery and field workers included.',
          1,
        ),
        c(
          '1.1.3',
          'Kebijakan disampaikan kepada semua pekerja, relawan dan mitra, serta dipasang di kantor, persemaian dan kamp lapangan.',
          'The policy is communicated to all workers, volunteers and partners, and posted at offices, nurseries and field camps.',
          1,
        ),
        c(
          '1.1.4',
          'Kebijakan khusus untuk bahaya tertentu (kebakaran lahan, pestisida, kerja di lereng curam) ditetapkan dan disosialisasikan.',
          'Specific policies for particular hazards (land fires, pesticides, work on steep slopes) are set and made known.',
          2,
        ),
        c(
          '1.1.5',
          'Kebijakan ditinjau berkala mengikuti perubahan kegiatan, lokasi dan peraturan.',
          'The policy is reviewed periodically as activities, sites and regulations change.',
          2,
        ),
        // 1.2 Responsibility and authority
        c(
          '1.2.1',
          'Tanggung jawab dan wewenang K3L setiap jabatan, dari pimpinan sampai mandor lapangan, ditetapkan tertulis.',
          'The OHS&E responsibility and authority of each position, from management to field foremen, are set in writing.',
          1,
        ),
        c(
          '1.2.2',
          'Seorang penanggung jawab K3L ditunjuk dengan wewenang menghentikan pekerjaan yang tidak aman.',
          'A person in charge of OHS&E is appointed with the authority to stop unsafe work.',
          1,
        ),
        c(
          '1.2.3',
          'Pimpinan menyediakan anggaran, peralatan dan waktu yang cukup untuk K3L.',
          'Management provides enough budget, equipment and time for OHS&E.',
          1,
        ),
        c(
          '1.2.4',
          'Penanggung jawab keadaan darurat di setiap lokasi ditetapkan dan dikenal pekerja.',
          'Those responsible for emergencies at each site are named and known to the workers.',
          2,
        ),
        c(
          '1.2.5',
          'Rekomendasi ahli K3 atau instansi berwenang dicatat dan ditindaklanjuti.',
          'Recommendations of OHS experts or the authorities are recorded and acted upon.',
          2,
        ),
        c(
          '1.2.6',
          'Kinerja K3L dilaporkan kepada pimpinan secara berkala.',
          'OHS&E performance is reported to management at regular intervals.',
          2,
        ),
        c(
          '1.2.7',
          'Kinerja K3L menjadi bagian dari penilaian kinerja koordinator dan mandor.',
          "OHS&E performance is part of coordinators' and foremen's performance appraisal.",
          3,
        ),
        c(
          '1.2.8',
          'Pimpinan memahami tanggung jawabnya atas keselamatan pekerja, relawan dan tamu di semua lokasi.',
          'Management understands its responsibility for the safety of workers, volunteers and guests at every site.',
          1,
        ),
        // 1.3 Management review
        c(
          '1.3.1',
          'Pimpinan meninjau penerapan SMK3L secara berkala dan hasilnya dicatat.',
          'Management reviews how the OHS&E system works at set intervals and records the outcome.',
          1,
        ),
        c(
          '1.3.2',
          'Tinjauan mencakup hasil audit, kecelakaan, insiden lingkungan dan keluhan.',
          'The review covers audit results, accidents, environmental incidents and complaints.',
          2,
        ),
        c(
          '1.3.3',
          'Hasil tinjauan dipakai untuk memperbarui sasaran dan rencana K3L.',
          'Review outcomes are used to update the OHS&E objectives and plans.',
          3,
        ),
        // 1.4 Worker involvement and consultation
        c(
          '1.4.1',
          'Keterlibatan dan konsultasi pekerja dalam urusan K3L didokumentasikan.',
          'Worker involvement and consultation on OHS&E matters are documented.',
          1,
        ),
        c(
          '1.4.2',
          'Ada prosedur bagi pekerja untuk menyampaikan masalah K3L tanpa takut sanksi.',
          'A procedure lets workers raise OHS&E concerns without fear of penalty.',
          1,
        ),
        c(
          '1.4.3',
          'Panitia Pembina K3 (P2K3) atau tim K3L dibentuk sesuai ketentuan.',
          'An OHS committee (P2K3) or OHS&E team is formed as the rules require.',
          1,
        ),
        c(
          '1.4.4',
          'Tim K3L diketuai pimpinan atau wakil yang ditunjuk, dengan ahli K3 sebagai sekretaris.',
          'The OHS&E team is chaired by management or its appointee, with a qualified OHS officer as secretary.',
          2,
        ),
        c(
          '1.4.5',
          'Anggota tim K3L terdiri atas wakil pimpinan dan wakil pekerja dari kantor, persemaian dan lapangan.',
          'The OHS&E team includes management and worker representatives from office, nursery and field.',
          2,
        ),
        c(
          '1.4.6',
          'Tim K3L bertemu secara teratur dan notulanya disebarkan kepada pekerja.',
          'The OHS&E team meets regularly and its minutes are shared with workers.',
          2,
        ),
        c(
          '1.4.7',
          'Tim K3L melaporkan kegiatannya kepada pimpinan dan usulannya ditindaklanjuti.',
          'The OHS&E team reports its activities to management and its proposals are followed up.',
          3,
        ),
        c(
          '1.4.8',
          'Kelompok kerja K3L untuk lokasi tertentu dibentuk bila perlu, dengan anggota yang terlatih.',
          'OHS&E working groups for particular sites are formed when needed, with trained members.',
          3,
        ),
      ]),
      element('2', 'Pembuatan dan pendokumentasian rencana K3', 'Planning and documenting OHS', [
        // 2.1 Strategic plan
        c(
          '2.1.1',
          'Bahaya dan dampak lingkungan di setiap lokasi diidentifikasi, dinilai risikonya dan dikendalikan.',
          'Hazards and environmental impacts at each site are identified, their risks assessed and controlled.',
          1,
        ),
        c(
          '2.1.2',
          'Rencana K3L memuat sasaran terukur, indikator, penanggung jawab dan jadwal.',
          'The OHS&E plan sets measurable objectives, indicators, owners and a schedule.',
          1,
        ),
        c(
          '2.1.3',
          'Rencana K3L menjadi acuan saat menyusun rencana kerja setiap musim tanam.',
          "The OHS&E plan is used when drawing up each planting season's work plan.",
          2,
        ),
        // 2.2 Manual
        c(
          '2.2.1',
          'Manual SMK3L memuat kebijakan, tujuan, rencana dan prosedur, dan mudah diakses pekerja.',
          'An OHS&E manual holds the policy, objectives, plans and procedures, and workers can reach it easily.',
          1,
        ),
        c(
          '2.2.2',
          'Petunjuk kerja aman tersedia untuk kegiatan berisiko (penyemprotan, parang dan gergaji mesin, kerja dekat air).',
          'Safe work instructions exist for risky activities (spraying, machetes and chainsaws, work near water).',
          2,
        ),
        // 2.3 Regulations and other requirements
        c(
          '2.3.1',
          'Peraturan K3 dan lingkungan hidup yang berlaku diidentifikasi, dimutakhirkan dan disampaikan kepada pihak terkait.',
          'Applicable OHS and environmental regulations are identified, kept up to date and shared with those concerned.',
          2,
        ),
        // 2.4 OHS&E information
        c(
          '2.4.1',
          'Informasi K3L (rambu, poster, briefing pagi) disampaikan teratur dan efektivitasnya dievaluasi.',
          'OHS&E information (signs, posters, morning briefings) is given regularly and its effectiveness evaluated.',
          3,
        ),
      ]),
      element('3', 'Pengendalian perancangan dan peninjauan kontrak', 'Design control and contract review', [
        // 3.1 Design control
        c(
          '3.1.1',
          'Bahaya dan dampak lingkungan diidentifikasi saat merancang persemaian, kamp atau lokasi tanam baru.',
          'Hazards and environmental impacts are identified when designing a new nursery, camp or planting site.',
          2,
        ),
        c(
          '3.1.2',
          'Rancangan memperhitungkan akses darurat, drainase, sumber air dan jarak aman dari gudang bahan kimia.',
          'Designs account for emergency access, drainage, water sources and a safe distance from chemical stores.',
          2,
        ),
        c(
          '3.1.3',
          'Rancangan diverifikasi oleh orang yang kompeten sebelum dibangun.',
          'Designs are verified by a competent person before anything is built.',
          3,
        ),
        c(
          '3.1.4',
          'Perubahan rancangan dikaji ulang bahayanya dan disetujui sebelum dilaksanakan.',
          'Design changes are reassessed for hazards and approved before they are carried out.',
          3,
        ),
        // 3.2 Contract review
        c(
          '3.2.1',
          'Kontrak dengan pemasok, kontraktor dan kelompok tani mitra memuat persyaratan K3L.',
          'Contracts with suppliers, contractors and partner farmer groups include OHS&E requirements.',
          1,
        ),
        c(
          '3.2.2',
          'Bahaya pekerjaan yang dikontrakkan diidentifikasi dan dinilai sebelum kontrak disetujui.',
          'The hazards of contracted work are identified and assessed before the contract is approved.',
          2,
        ),
        c(
          '3.2.3',
          'Kontrak ditinjau untuk memastikan mitra mampu memenuhi persyaratan K3L.',
          'Contracts are reviewed to make sure partners can meet the OHS&E requirements.',
          2,
        ),
        c(
          '3.2.4',
          'Kinerja K3L kontraktor dan mitra dipantau dan menjadi pertimbangan kontrak berikutnya.',
          "Contractors' and partners' OHS&E performance is monitored and weighs on the next contract.",
          3,
        ),
      ]),
      element('4', 'Pengendalian dokumen', 'Document control', [
        // 4.1 Approval, issue and control
        c(
          '4.1.1',
          'Dokumen K3L diberi tanggal, nomor revisi dan persetujuan pejabat yang berwenang.',
          'OHS&E documents carry a date, a revision number and the approval of an authorised person.',
          1,
        ),
        c(
          '4.1.2',
          'Dokumen K3L yang berlaku tersedia di tempat kerja yang membutuhkannya, termasuk di lapangan.',
          'Current OHS&E documents are available wherever the work needs them, in the field too.',
          1,
        ),
        c(
          '4.1.3',
          'Dokumen usang segera ditarik atau ditandai agar tidak terpakai.',
          'Obsolete documents are promptly withdrawn or marked so that nobody uses them.',
          2,
        ),
        c(
          '4.1.4',
          'Daftar induk dokumen K3L dipelihara dan menunjukkan status setiap dokumen.',
          "A master list of OHS&E documents is kept and shows each document's status.",
          3,
        ),
        // 4.2 Changes
        c(
          '4.2.1',
          'Ada prosedur untuk mengubah dokumen dan menyebarkan versi barunya.',
          'A procedure governs changing documents and circulating the new version.',
          2,
        ),
        c(
          '4.2.2',
          'Alasan setiap perubahan dicatat pada dokumen atau lampirannya.',
          'The reason for each change is recorded on the document or its annex.',
          2,
        ),
        c(
          '4.2.3',
          'Dokumen elektronik dan salinan cetaknya diselaraskan, dan cadangan elektroniknya dibuat.',
          'Electronic documents and their printed copies are kept in step, and backed up.',
          3,
        ),
      ]),
      element('5', 'Pembelian dan pengendalian produk', 'Purchasing and product control', [
        // 5.1 Purchase specifications
        c(
          '5.1.1',
          'Spesifikasi pembelian barang dan jasa memuat persyaratan K3L.',
          'Purchase specifications for goods and services include OHS&E requirements.',
          1,
        ),
        c(
          '5.1.2',
          'Bahan kimia (pestisida, pupuk, bahan bakar) dibeli hanya dari pemasok terdaftar dan disertai lembar data keselamatan.',
          'Chemicals (pesticides, fertilisers, fuel) are bought only from registered suppliers and come with safety data sheets.',
          2,
        ),
        // 5.2 Verification of goods
        c(
          '5.2.1',
          'Barang yang diterima, termasuk alat pelindung diri, diperiksa kesesuaiannya dengan spesifikasi.',
          'Goods received, personal protective equipment included, are checked against the specification.',
          1,
        ),
        c(
          '5.2.2',
          'Kemasan dan label bahan kimia diperiksa utuh dan terbaca saat diterima.',
          'Chemical packaging and labels are checked intact and legible on receipt.',
          2,
        ),
        c(
          '5.2.3',
          'Pemasok dievaluasi berkala atas mutu dan aspek K3L barangnya.',
          'Suppliers are evaluated periodically on the quality and OHS&E aspects of their goods.',
          3,
        ),
        // 5.3 Goods supplied by others
        c(
          '5.3.1',
          'Barang titipan pihak lain (benih, bibit, alat pinjaman) diperiksa dan disimpan dengan aman.',
          'Goods entrusted by others (seed, seedlings, borrowed tools) are checked and stored safely.',
          2,
        ),
        c(
          '5.3.2',
          'Bahaya dari barang pihak lain diidentifikasi dan diberitahukan kepada pemiliknya.',
          "Hazards of others' goods are identified and reported to their owners.",
          3,
        ),
        // 5.4 Traceability
        c(
          '5.4.1',
          'Asal dan pemakaian bahan kimia dapat ditelusuri sampai lokasi dan tanggal pemakaiannya.',
          'The origin and use of chemicals can be traced to the site and date of use.',
          2,
        ),
        c(
          '5.4.2',
          'Barang yang tidak sesuai atau kedaluwarsa dipisahkan, ditandai, lalu dikembalikan atau dimusnahkan dengan aman.',
          'Non-conforming or expired goods are separated, marked, then returned or disposed of safely.',
          3,
        ),
      ]),
      element('6', 'Keamanan bekerja berdasarkan SMK3', 'Working safely under the OHS system', [
        // 6.1 Work systems
        c(
          '6.1.1',
          'Petugas yang kompeten mengidentifikasi bahaya serta menilai dan mengendalikan risiko setiap kegiatan.',
          'Competent staff identify hazards and assess and control the risks of each activity.',
          1,
        ),
        c(
          '6.1.2',
          'Pengendalian risiko mengikuti hierarki: eliminasi, substitusi, rekayasa, administrasi, lalu APD.',
          'Risk controls follow the hierarchy: elimination, substitution, engineering, administrative, then PPE.',
          1,
        ),
        c(
          '6.1.3',
          'Prosedur kerja aman didokumentasikan dan dipahami pekerja yang menjalankannya.',
          'Safe work procedures are documented and understood by the workers who follow them.',
          1,
        ),
        c(
          '6.1.4',
          'Alat pelindung diri yang sesuai (sepatu bot, sarung tangan, masker, helm) disediakan tanpa biaya bagi pekerja.',
          'Suitable PPE (boots, gloves, masks, helmets) is provided to workers free of charge.',
          1,
        ),
        c(
          '6.1.5',
          'APD dipakai dengan benar, diperiksa dan diganti bila rusak.',
          'PPE is worn correctly, inspected and replaced when damaged.',
          1,
        ),
        c(
          '6.1.6',
          'Izin kerja diterapkan untuk pekerjaan berisiko tinggi (penebangan, pembakaran terkendali, kerja di ketinggian).',
          'Work permits apply to high-risk jobs (tree felling, controlled burning, work at height).',
          2,
        ),
        c(
          '6.1.7',
          'Penerapan prosedur kerja aman dipantau dan prosedur diperbaiki bila tidak efektif.',
          'The use of safe work procedures is monitored and procedures are improved when they fall short.',
          2,
        ),
        // 6.2 Supervision
        c(
          '6.2.1',
          'Setiap regu lapangan diawasi mandor yang memahami bahaya pekerjaannya.',
          'Every field crew is supervised by a foreman who understands the hazards of the work.',
          1,
        ),
        c(
          '6.2.2',
          'Pengawas memastikan pekerja baru dan relawan bekerja di bawah bimbingan.',
          'Supervisors make sure new workers and volunteers work under guidance.',
          2,
        ),
        c(
          '6.2.3',
          'Pengawas ikut mengidentifikasi bahaya dan melaporkan kondisi tidak aman.',
          'Supervisors help identify hazards and report unsafe conditions.',
          2,
        ),
        c(
          '6.2.4',
          'Pengawas ikut menyelidiki kecelakaan dan menyusun langkah perbaikannya.',
          'Supervisors take part in investigating accidents and drafting the corrective steps.',
          3,
        ),
        // 6.3 Selection and placement
        c(
          '6.3.1',
          'Persyaratan kesehatan dan kemampuan ditetapkan untuk setiap jenis pekerjaan.',
          'Health and competence requirements are set for each kind of work.',
          1,
        ),
        c(
          '6.3.2',
          'Penempatan pekerja mempertimbangkan hasil pemeriksaan kesehatan dan kemampuannya.',
          'Workers are placed according to their health checks and abilities.',
          3,
        ),
        c(
          '6.3.3',
          'Tidak ada pekerja yang ditempatkan sendirian di lokasi terpencil tanpa sarana komunikasi.',
          'No worker is left alone at a remote site without a means of communication.',
          2,
        ),
        // 6.4 Restricted areas
        c(
          '6.4.1',
          'Area berbahaya (gudang pestisida, tangki bahan bakar, bengkel) dibatasi dan diberi rambu.',
          'Hazardous areas (pesticide store, fuel tank, workshop) are fenced off and signposted.',
          1,
        ),
        c(
          '6.4.2',
          'Hanya orang berwenang yang memasuki area terbatas, dan aksesnya dicatat.',
          'Only authorised people enter restricted areas, and access is logged.',
          2,
        ),
        c(
          '6.4.3',
          'Fasilitas di area terbatas (ventilasi, air bilas, penerangan) sesuai dengan risikonya.',
          'Facilities in restricted areas (ventilation, rinse water, lighting) match their risk.',
          3,
        ),
        // 6.5 Maintenance, repair and change of facilities
        c(
          '6.5.1',
          'Jadwal pemeliharaan kendaraan, pompa air, gergaji mesin dan peralatan lain tersedia dan dijalankan.',
          'A maintenance schedule for vehicles, water pumps, chainsaws and other equipment exists and is followed.',
          1,
        ),
        c(
          '6.5.2',
          'Peralatan yang rusak ditandai dan tidak dipakai sampai diperbaiki.',
          'Damaged equipment is tagged and kept out of use until repaired.',
          1,
        ),
        c(
          '6.5.3',
          'Catatan pemeliharaan memuat tanggal, pekerjaan yang dilakukan dan petugasnya.',
          'Maintenance records show the date, the work done and who did it.',
          2,
        ),
        c(
          '6.5.4',
          'Perbaikan dilakukan orang yang kompeten dan peralatan diuji sebelum dipakai lagi.',
          'Repairs are done by competent people and equipment is tested before it is used again.',
          2,
        ),
        c(
          '6.5.5',
          'Perubahan sarana (instalasi air, listrik, rumah naungan) dikaji bahayanya dan disetujui sebelum dikerjakan.',
          'Changes to facilities (water, electricity, shade houses) are assessed for hazards and approved beforehand.',
          3,
        ),
        c(
          '6.5.6',
          'Prosedur penguncian dan penandaan diterapkan saat memperbaiki mesin dan instalasi listrik.',
          'Lock-out and tag-out is applied when repairing machines and electrical installations.',
          3,
        ),
        // 6.6 Services
        c(
          '6.6.1',
          'Jasa pihak luar (angkutan bibit, katering kamp) memenuhi persyaratan K3L yang disepakati.',
          'Outside services (seedling transport, camp catering) meet the agreed OHS&E requirements.',
          2,
        ),
        c(
          '6.6.2',
          'Mutu K3L jasa pihak luar dipantau dan ditinjau.',
          'The OHS&E quality of outside services is monitored and reviewed.',
          3,
        ),
        // 6.7 Emergency preparedness
        c(
          '6.7.1',
          'Keadaan darurat yang mungkin terjadi (kebakaran lahan, banjir, gigitan ular, tumpahan bahan kimia) diidentifikasi dan prosedurnya disusun.',
          'Possible emergencies (land fire, flood, snakebite, chemical spill) are identified and procedures drawn up for them.',
          1,
        ),
        c(
          '6.7.2',
          'Nomor darurat, titik kumpul dan jalur evakuasi dipasang di setiap lokasi.',
          'Emergency numbers, assembly points and evacuation routes are posted at every site.',
          1,
        ),
        c(
          '6.7.3',
          'Alat pemadam api, kit tumpahan dan sarana darurat lain tersedia, diperiksa dan mudah dijangkau.',
          'Fire extinguishers, spill kits and other emergency equipment are available, inspected and within reach.',
          1,
        ),
        c(
          '6.7.4',
          'Petugas tanggap darurat dan regu pemadam kebakaran lahan ditunjuk dan dilatih.',
          'Emergency responders and a land-fire crew are appointed and trained.',
          2,
        ),
        c(
          '6.7.5',
          'Simulasi keadaan darurat dilakukan berkala dan hasilnya dievaluasi.',
          'Emergency drills are held periodically and their results evaluated.',
          2,
        ),
        c(
          '6.7.6',
          'Prosedur darurat diuji dan ditinjau bersama masyarakat sekitar dan instansi setempat.',
          'Emergency procedures are tested and reviewed with neighbouring communities and local agencies.',
          3,
        ),
        // 6.8 First aid
        c(
          '6.8.1',
          'Kotak P3K yang lengkap tersedia di kantor, persemaian, kamp dan kendaraan lapangan.',
          'A stocked first-aid kit is kept at the office, nursery, camp and in field vehicles.',
          1,
        ),
        c(
          '6.8.2',
          'Petugas P3K terlatih ada di setiap regu atau lokasi kerja.',
          'A trained first-aider is present in every crew or work site.',
          1,
        ),
        c(
          '6.8.3',
          'Rute dan sarana rujukan ke fasilitas kesehatan terdekat diketahui dan sudah dicoba.',
          'The route and transport to the nearest health facility are known and have been tried.',
          2,
        ),
        // 6.9 Recovery
        c(
          '6.9.1',
          'Rencana pemulihan pascadarurat disusun untuk memulai kembali kegiatan dengan aman.',
          'A recovery plan exists to restart activities safely after an emergency.',
          2,
        ),
        c(
          '6.9.2',
          'Dukungan pemulihan (medis, psikologis) disediakan bagi pekerja yang terdampak.',
          'Recovery support (medical, psychological) is provided to affected workers.',
          3,
        ),
        // 6.10 Environmental impact control
        c(
          '6.10.1',
          'Sampah dipilah, dikumpulkan dan dibuang di tempat yang disetujui; polybag bekas dikumpulkan kembali.',
          'Waste is sorted, collected and disposed of at approved places; used polybags are collected back.',
          1,
        ),
        c(
          '6.10.2',
          'Pembakaran terbuka untuk membersihkan lahan atau sampah dilarang dan larangannya ditegakkan.',
          'Open burning to clear land or waste is forbidden, and the ban is enforced.',
          1,
        ),
        c(
          '6.10.3',
          'Penyiapan lahan di lereng dan tepi sungai memakai pengendalian erosi (teras, sempadan bervegetasi).',
          'Site preparation on slopes and riverbanks uses erosion controls (terraces, vegetated buffers).',
          2,
        ),
        c(
          '6.10.4',
          'Limbah cair persemaian dan kamp tidak dibuang langsung ke badan air.',
          'Wastewater from nurseries and camps is not discharged straight into watercourses.',
          2,
        ),
        c(
          '6.10.5',
          'Pemakaian pestisida dan pupuk kimia dikurangi melalui pengendalian hama terpadu dan pupuk organik.',
          'Use of pesticides and chemical fertilisers is reduced through integrated pest management and organic fertiliser.',
          3,
        ),
      ]),
      element('7', 'Standar pemantauan', 'Monitoring standards', [
        // 7.1 Hazard inspection
        c(
          '7.1.1',
          'Inspeksi tempat kerja dijadwalkan dan dilakukan di kantor, persemaian, gudang dan lokasi tanam.',
          'Workplace inspections are scheduled and carried out at offices, nurseries, stores and planting sites.',
          1,
        ),
        c(
          '7.1.2',
          'Inspeksi dilakukan petugas yang kompeten bersama wakil pekerja.',
          'Inspections are done by competent staff together with a worker representative.',
          1,
        ),
        c(
          '7.1.3',
          'Hasil inspeksi dicatat beserta rekomendasi perbaikannya.',
          'Inspection results are recorded with their recommended corrections.',
          1,
        ),
        c(
          '7.1.4',
          'Pimpinan menerima laporan inspeksi dan menetapkan tindakan perbaikan dengan tenggat waktu.',
          'Management receives inspection reports and sets corrective actions with deadlines.',
          2,
        ),
        c(
          '7.1.5',
          'Efektivitas tindakan perbaikan hasil inspeksi diverifikasi.',
          'The effectiveness of corrective actions from inspections is verified.',
          3,
        ),
        // 7.2 Working environment and environmental monitoring
        c(
          '7.2.1',
          'Lingkungan kerja (panas, kebisingan mesin, paparan bahan kimia) dipantau secara berkala.',
          'The working environment (heat, machine noise, chemical exposure) is monitored periodically.',
          2,
        ),
        c(
          '7.2.2',
          'Mutu air sumber persemaian dan air minum kamp diperiksa secara berkala.',
          "The quality of the nursery's source water and the camp's drinking water is checked periodically.",
          2,
        ),
        c(
          '7.2.3',
          'Dampak lingkungan di lokasi tanam (erosi, mutu air sungai, titik panas) dipantau dan dibandingkan dengan baku mutu.',
          'Environmental effects at planting sites (erosion, river water quality, hotspots) are monitored against standards.',
          3,
        ),
        // 7.3 Inspection, measuring and test equipment
        c(
          '7.3.1',
          'Alat ukur untuk K3L (timbangan bahan kimia, pengukur semprotan, detektor) dipelihara dan layak pakai.',
          'Measuring tools used for OHS&E (chemical scales, sprayer gauges, detectors) are maintained and fit for use.',
          1,
        ),
        c(
          '7.3.2',
          'Alat ukur dikalibrasi sesuai jadwal dan catatannya disimpan.',
          'Measuring tools are calibrated on schedule and the records kept.',
          3,
        ),
        c(
          '7.3.3',
          'Alat yang belum dikalibrasi ditandai dan hasil pengukuran sebelumnya dikaji ulang.',
          'Tools out of calibration are marked and earlier measurements are reassessed.',
          3,
        ),
        // 7.4 Workers' health monitoring
        c(
          '7.4.1',
          'Pemeriksaan kesehatan awal dilakukan sebelum pekerja mulai bekerja.',
          'A health check is done before workers start work.',
          1,
        ),
        c(
          '7.4.2',
          'Pekerja yang menangani pestisida diperiksa kesehatannya secara berkala.',
          'Workers who handle pesticides have regular health checks.',
          1,
        ),
        c(
          '7.4.3',
          'Pemeriksaan kesehatan dilakukan oleh dokter yang kompeten.',
          'Health checks are carried out by a competent doctor.',
          3,
        ),
        c(
          '7.4.4',
          'Hasil pemeriksaan kesehatan dirahasiakan dan ditindaklanjuti.',
          'Health check results are kept confidential and followed up.',
          2,
        ),
        c(
          '7.4.5',
          'Layanan kesehatan kerja (klinik atau puskesmas mitra) tersedia sesuai jumlah pekerja dan risikonya.',
          'Occupational health services (a partner clinic) are available in line with the workforce and its risks.',
          3,
        ),
        c(
          '7.4.6',
          'Data kesehatan dianalisis untuk mengenali penyakit akibat kerja (malaria, keracunan, cedera otot).',
          'Health data is analysed to detect work-related illness (malaria, poisoning, muscle strain).',
          3,
        ),
      ]),
      element('8', 'Pelaporan dan perbaikan kekurangan', 'Reporting and correcting shortcomings', [
        // 8.1 Hazard reporting
        c(
          '8.1.1',
          'Ada cara sederhana bagi pekerja dan relawan untuk melaporkan bahaya, misalnya lewat mandor atau aplikasi lapangan.',
          'Workers and volunteers have a simple way to report hazards, for instance through the foreman or the field app.',
          1,
        ),
        // 8.2 Accident reporting
        c(
          '8.2.1',
          'Kecelakaan kerja, penyakit akibat kerja dan insiden lingkungan (tumpahan, kebakaran) dilaporkan sesuai ketentuan, termasuk kepada instansi berwenang.',
          'Work accidents, occupational illness and environmental incidents (spills, fires) are reported as required, to the authorities included.',
          1,
        ),
        // 8.3 Accident investigation
        c(
          '8.3.1',
          'Prosedur penyelidikan kecelakaan dan insiden tersedia.',
          'A procedure for investigating accidents and incidents exists.',
          1,
        ),
        c(
          '8.3.2',
          'Penyelidikan dilakukan petugas terlatih dan melibatkan pekerja.',
          'Investigations are done by trained staff and involve the workers.',
          2,
        ),
        c(
          '8.3.3',
          'Laporan penyelidikan memuat penyebab dan tindakan pencegahannya.',
          'Investigation reports state the causes and the preventive actions.',
          2,
        ),
        c(
          '8.3.4',
          'Tindakan pencegahan hasil penyelidikan dipantau sampai tuntas.',
          'Preventive actions from investigations are tracked until done.',
          3,
        ),
        // 8.4 Handling issues
        c(
          '8.4.1',
          'Ada prosedur menangani masalah K3L yang timbul, termasuk keluhan masyarakat sekitar.',
          'A procedure handles OHS&E issues as they arise, complaints from neighbouring communities included.',
          1,
        ),
        c(
          '8.4.2',
          'Penyelesaian setiap masalah dicatat dan disampaikan kepada pelapornya.',
          'The resolution of each issue is recorded and passed on to whoever raised it.',
          2,
        ),
        c(
          '8.4.3',
          'Masalah yang berulang dianalisis polanya untuk memperbaiki sistem.',
          'Recurring issues are analysed for patterns to improve the system.',
          3,
        ),
      ]),
      element('9', 'Pengelolaan material dan perpindahannya', 'Managing materials and their movement', [
        // 9.1 Manual and mechanical handling
        c(
          '9.1.1',
          'Bahaya mengangkat dan mengangkut (karung media, bibit, pupuk) diidentifikasi dan dikendalikan.',
          'Hazards of lifting and carrying (media sacks, seedlings, fertiliser) are identified and controlled.',
          1,
        ),
        c(
          '9.1.2',
          'Pekerja diajari cara mengangkat yang benar dan batas beban angkut.',
          'Workers are taught correct lifting and load limits.',
          1,
        ),
        c(
          '9.1.3',
          'Alat bantu angkut (gerobak dorong, troli, rak bibit) disediakan dan terawat.',
          'Handling aids (wheelbarrows, trolleys, seedling racks) are provided and kept in good repair.',
          2,
        ),
        c(
          '9.1.4',
          'Pengangkutan bibit ke lokasi tanam direncanakan dengan aman (muatan, ikatan, rute, kendaraan laik jalan).',
          'Transport of seedlings to planting sites is planned safely (load, lashing, route, roadworthy vehicle).',
          3,
        ),
        // 9.2 Transport, storage and disposal
        c(
          '9.2.1',
          'Bahan bakar disimpan dalam wadah tertutup berlabel, jauh dari sumber api, di atas penampung tumpahan.',
          'Fuel is kept in closed, labelled containers, away from ignition sources, over spill containment.',
          1,
        ),
        c(
          '9.2.2',
          'Bahan disusun sehingga tidak jatuh, rusak atau bercampur dengan bahan yang tidak cocok.',
          'Materials are stored so that they cannot fall, be damaged or mix with incompatible ones.',
          2,
        ),
        c(
          '9.2.3',
          'Limbah B3 (wadah pestisida, oli bekas, aki) dikumpulkan terpisah dan diserahkan kepada pengelola berizin.',
          'Hazardous waste (pesticide containers, used oil, batteries) is kept apart and handed to a licensed handler.',
          2,
        ),
        // 9.3 Hazardous chemicals
        c(
          '9.3.1',
          'Daftar bahan kimia yang dipakai beserta lembar data keselamatannya tersedia di tempat penyimpanan.',
          'A list of the chemicals in use, with their safety data sheets, is kept where they are stored.',
          1,
        ),
        c(
          '9.3.2',
          'Pestisida dan pupuk disimpan di gudang terkunci dan berventilasi, terpisah dari makanan dan air minum.',
          'Pesticides and fertilisers are kept in a locked, ventilated store, apart from food and drinking water.',
          1,
        ),
        c(
          '9.3.3',
          'Semua wadah bahan kimia berlabel jelas, termasuk wadah pindahan.',
          'Every chemical container is clearly labelled, decanted ones included.',
          1,
        ),
        c(
          '9.3.4',
          'Penakaran, pencampuran dan penyemprotan hanya oleh pekerja terlatih, dengan APD dan jarak aman dari sumber air.',
          'Measuring, mixing and spraying are done only by trained workers, with PPE and a safe distance from water.',
          2,
        ),
        c(
          '9.3.5',
          'Paparan dan pemakaian bahan kimia dicatat dan ditinjau untuk beralih ke bahan yang lebih aman.',
          'Chemical exposure and use are recorded and reviewed so as to switch to safer products.',
          3,
        ),
      ]),
      element('10', 'Pengumpulan dan penggunaan data', 'Collecting and using data', [
        // 10.1 Records
        c(
          '10.1.1',
          'Catatan K3L (inspeksi, kecelakaan, pelatihan, pemeliharaan) disimpan tertib dan mudah ditemukan.',
          'OHS&E records (inspections, accidents, training, maintenance) are kept in order and easy to find.',
          1,
        ),
        c(
          '10.1.2',
          'Masa simpan setiap jenis catatan ditetapkan sesuai ketentuan.',
          'The retention period of each kind of record is set as the rules require.',
          1,
        ),
        c(
          '10.1.3',
          'Akses ke catatan pribadi pekerja dibatasi pada petugas yang berwenang.',
          "Access to workers' personal records is limited to authorised staff.",
          2,
        ),
        c(
          '10.1.4',
          'Catatan dari lapangan, termasuk dari aplikasi lapangan, diperiksa kelengkapannya dan dipadukan dengan catatan kantor.',
          'Field records, those from the field app included, are checked for completeness and merged with office records.',
          3,
        ),
        // 10.2 Data and reports
        c(
          '10.2.1',
          'Data K3L diolah menjadi indikator (tingkat kecelakaan, hari kerja hilang, insiden lingkungan) dan dilaporkan.',
          'OHS&E data is turned into indicators (accident rate, lost days, environmental incidents) and reported.',
          3,
        ),
        c(
          '10.2.2',
          'Kecenderungan indikator K3L dianalisis untuk menetapkan sasaran perbaikan.',
          'Trends in OHS&E indicators are analysed to set improvement objectives.',
          3,
        ),
      ]),
      element('11', 'Pemeriksaan SMK3', 'OHS system audit', [
        c(
          '11.1.1',
          'Audit internal SMK3L dijadwalkan dan dilakukan auditor kompeten yang tidak memeriksa pekerjaannya sendiri.',
          'Internal OHS&E audits are scheduled and done by competent auditors who do not audit their own work.',
          2,
        ),
        c(
          '11.1.2',
          'Hasil audit dilaporkan kepada pimpinan dan pihak terkait.',
          'Audit results are reported to management and those concerned.',
          3,
        ),
        c(
          '11.1.3',
          'Temuan audit ditindaklanjuti dan efektivitasnya ditinjau pada audit berikutnya.',
          'Audit findings are acted upon and their effectiveness reviewed at the next audit.',
          3,
        ),
      ]),
      element('12', 'Pengembangan keterampilan dan kemampuan', 'Developing skills and abilities', [
        // 12.1 Training strategy
        c(
          '12.1.1',
          'Kebutuhan pelatihan K3L setiap jabatan dianalisis.',
          'The OHS&E training needs of each position are analysed.',
          1,
        ),
        c(
          '12.1.2',
          'Rencana pelatihan K3L mencakup semua pekerja, termasuk pekerja harian.',
          'An OHS&E training plan covers all workers, day labourers included.',
          1,
        ),
        c(
          '12.1.3',
          'Pelatihan disesuaikan dengan bahaya di lokasi masing-masing dan disampaikan dalam bahasa yang dipahami pekerja.',
          "Training fits each site's hazards and is given in a language the workers understand.",
          1,
        ),
        c(
          '12.1.4',
          'Pelatihan diberikan oleh pelatih yang kompeten.',
          'Training is given by competent trainers.',
          2,
        ),
        c(
          '12.1.5',
          'Sarana dan sumber daya pelatihan tersedia, termasuk untuk pelatihan di lapangan.',
          'Training facilities and resources are available, for training in the field too.',
          3,
        ),
        c(
          '12.1.6',
          'Catatan pelatihan setiap pekerja disimpan.',
          "Each worker's training record is kept.",
          2,
        ),
        c(
          '12.1.7',
          'Efektivitas pelatihan dievaluasi dan programnya diperbaiki.',
          'Training effectiveness is evaluated and the programme improved.',
          3,
        ),
        c(
          '12.1.8',
          'Program pelatihan ditinjau berkala mengikuti perubahan kegiatan dan teknologi.',
          'The training programme is reviewed periodically as activities and technology change.',
          3,
        ),
        // 12.2 Management and supervisors
        c(
          '12.2.1',
          'Pimpinan dan koordinator dilatih tentang peran dan tanggung jawab K3L mereka.',
          'Management and coordinators are trained in their OHS&E roles and responsibilities.',
          1,
        ),
        c(
          '12.2.2',
          'Mandor dilatih mengenali bahaya dan memimpin briefing keselamatan.',
          'Foremen are trained to recognise hazards and lead safety briefings.',
          2,
        ),
        c(
          '12.2.3',
          'Penyelia mendapat pelatihan penyegaran K3L secara berkala.',
          'Supervisors receive periodic OHS&E refresher training.',
          3,
        ),
        // 12.3 Workers
        c(
          '12.3.1',
          'Pekerja dilatih tentang bahaya, cara kerja aman dan APD pekerjaannya.',
          'Workers are trained on the hazards, safe methods and PPE of their job.',
          1,
        ),
        c(
          '12.3.2',
          'Pekerja dilatih ulang ketika pekerjaan, alat atau bahannya berubah.',
          'Workers are retrained when their job, tools or materials change.',
          1,
        ),
        c(
          '12.3.3',
          'Pekerja persemaian dilatih menangani pupuk, pestisida dan limbah dengan aman.',
          'Nursery workers are trained to handle fertiliser, pesticides and waste safely.',
          2,
        ),
        c(
          '12.3.4',
          'Pekerja berpengalaman menjadi pelatih sesama atau pendamping pekerja baru.',
          'Experienced workers act as peer trainers or mentors to new workers.',
          3,
        ),
        // 12.4 Induction of new workers, visitors and partners
        c(
          '12.4.1',
          'Pekerja baru menerima pengenalan K3L sebelum mulai bekerja.',
          'New workers get an OHS&E induction before they start.',
          1,
        ),
        c(
          '12.4.2',
          'Tamu, relawan dan peserta kegiatan tanam mendapat pengarahan keselamatan sebelum memasuki lokasi.',
          'Visitors, volunteers and planting-event participants get a safety briefing before entering a site.',
          1,
        ),
        c(
          '12.4.3',
          'Kontraktor dan mitra mendapat pengenalan K3L sesuai pekerjaannya.',
          'Contractors and partners get an OHS&E induction suited to their work.',
          2,
        ),
        c(
          '12.4.4',
          'Pengarahan keselamatan dicatat, termasuk daftar hadirnya.',
          'Safety briefings are recorded, attendance included.',
          2,
        ),
        // 12.5 Special skills
        c(
          '12.5.1',
          'Pekerjaan yang memerlukan keahlian khusus (operator gergaji mesin, pengemudi, penyemprot) ditetapkan.',
          'Jobs that need special skills (chainsaw operators, drivers, sprayers) are identified.',
          1,
        ),
        c(
          '12.5.2',
          'Pekerja dengan keahlian khusus memiliki lisensi atau sertifikat yang sah.',
          'Workers in special-skill jobs hold a valid licence or certificate.',
          1,
        ),
        c(
          '12.5.3',
          'Regu pemadam kebakaran lahan dan petugas P3K mengikuti pelatihan penyegaran.',
          'Land-fire crews and first-aiders attend refresher training.',
          2,
        ),
        c(
          '12.5.4',
          'Masa berlaku lisensi dan sertifikat dipantau dan diperpanjang tepat waktu.',
          'Licence and certificate expiry dates are tracked and renewed on time.',
          3,
        ),
      ]),
    ],
    bands: scoreBands,
    passMin,
  },
};
