-- CreateTable
CREATE TABLE "venditori_sospesi" (
    "venditore_id" UUID NOT NULL,
    "dal" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "venditori_sospesi_pkey" PRIMARY KEY ("venditore_id")
);
